-- wrk script for scripts/bench-sync.sh: each request is a POST /api/sync with one or two small
-- changes that the server must write, as a device does while someone edits a list.
--
-- Odd requests of a connection create a product (a fresh id); even ones change the price of
-- the product that connection created last (a later stamp), so every request changes a record
-- and moves the household's cursor. Each thread sends the cursor of its last answer as
-- `since`, so an answer holds what the other connections changed meanwhile, as in real use.
--
-- Environment: PER_SYNC_TOKEN (a device's token), PER_SYNC_DEVICE (its id, for the stamps),
-- PER_SYNC_MILLIS (the server's time in milliseconds), PER_SYNC_LIST (the id of a stored
-- list), PER_SYNC_CURSOR (the household's cursor before the run).

local token = os.getenv("PER_SYNC_TOKEN")
local device = os.getenv("PER_SYNC_DEVICE")
local start = tonumber(os.getenv("PER_SYNC_MILLIS"))
local list = os.getenv("PER_SYNC_LIST")

local threads = {}
local next_thread = 1

function setup(thread)
   thread:set("number", next_thread)
   next_thread = next_thread + 1
   table.insert(threads, thread)
end

function init(args)
   cursor = tonumber(os.getenv("PER_SYNC_CURSOR")) or 0
   counter = 0
   failures = 0
   last = nil
   math.randomseed(number * 7919 + os.time())
   headers = {
      ["Content-Type"] = "application/json",
      ["Authorization"] = "Bearer " .. token,
   }
end

local function stamp()
   -- One millisecond per write of this thread, counter for the thread: unique and increasing.
   return string.format("%d-%d-%s", start + counter, number, device)
end

local function fresh_id()
   return string.format("%08x%08x%016x", number, math.random(0, 0x7fffffff), counter)
end

local function price()
   -- Cents prime to 100, so that the fraction is in lowest terms, as PerKit requires.
   local cents = math.random(49, 9999)
   while cents % 2 == 0 or cents % 5 == 0 do cents = cents + 1 end
   return string.format("%d/100", cents)
end

request = function()
   counter = counter + 1
   local changes
   local s = stamp()
   if counter % 2 == 1 or last == nil then
      last = fresh_id()
      changes = string.format(
         '{"id":"%s","kind":"product","fields":{"list":["%s","%s"],"name":["Product %d","%s"],'
            .. '"price":["%s","%s"],"packCount":["1","%s"],"packSize":["%d","%s"],"unit":["g","%s"]}}',
         last, list, s, counter, s, price(), s, s, math.random(50, 2000), s, s)
   else
      changes = string.format('{"id":"%s","kind":"product","fields":{"price":["%s","%s"]}}', last, price(), s)
   end
   local body = string.format('{"since":%d,"changes":[%s]}', cursor, changes)
   return wrk.format("POST", "/api/sync", headers, body)
end

response = function(status, headers, body)
   if status ~= 200 then
      failures = failures + 1
      return
   end
   local value = body:match('^{"cursor":(%d+)')
   if value then
      local n = tonumber(value)
      if n > cursor then cursor = n end
   end
end

done = function(summary, latency, requests)
   local failed = 0
   for _, thread in ipairs(threads) do
      failed = failed + (thread:get("failures") or 0)
   end
   local e = summary.errors
   local socket = e.connect + e.read + e.write + e.timeout
   io.write(string.format(
      "SYNC requests=%d seconds=%.3f p50_us=%d p99_us=%d non200=%d socket_errors=%d\n",
      summary.requests, summary.duration / 1e6, latency:percentile(50), latency:percentile(99), failed, socket))
end
