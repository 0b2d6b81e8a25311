-- wrk script for scripts/bench-sync.sh: each request is a POST /api/sync with one or two small
-- changes that the server must write, as a device does while someone edits a list.
--
-- Odd requests of a thread create a product (a fresh id); even ones change the price of the
-- product that thread created last (a later stamp), so every request changes a record and
-- moves the household's cursor. Each thread sends the cursor of its last answer as `since`,
-- so an answer holds what the other connections changed meanwhile, as in real use.
--
-- Environment: PER_SYNC_TOKEN (a device's token), PER_SYNC_DEVICE (its id, for the stamps),
-- PER_SYNC_MILLIS (the server's time in milliseconds), PER_SYNC_LIST (the id of a stored
-- list), PER_SYNC_CURSOR (the household's cursor before the run). TOKEN, DEVICE, LIST and
-- CURSOR may each be a comma-separated list, one item per household (a device of each): the
-- requests then go to the households in turn, and each answer's cursor is kept for the
-- household of the device it shows. PER_SYNC_THREAD numbers this wrk's first thread (default
-- 1): several wrk at once give theirs different numbers, so that their ids and stamps differ.

local function split(text)
   local items = {}
   for item in string.gmatch(text or "", "[^,]+") do table.insert(items, item) end
   return items
end

local tokens = split(os.getenv("PER_SYNC_TOKEN"))
local devices = split(os.getenv("PER_SYNC_DEVICE"))
local start = tonumber(os.getenv("PER_SYNC_MILLIS"))
local lists = split(os.getenv("PER_SYNC_LIST"))
local household_of = {}
for index, device in ipairs(devices) do household_of[device] = index end

-- The results line, shared with lists.lua; loaded from this script's folder.
local report = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "report.lua")

local threads = {}
local next_thread = tonumber(os.getenv("PER_SYNC_THREAD")) or 1

function setup(thread)
   thread:set("number", next_thread)
   next_thread = next_thread + 1
   table.insert(threads, thread)
end

function init(args)
   cursors, last, headers = {}, {}, {}
   local initial = split(os.getenv("PER_SYNC_CURSOR"))
   for index, token in ipairs(tokens) do
      cursors[index] = tonumber(initial[index]) or 0
      headers[index] = {
         ["Content-Type"] = "application/json",
         ["Authorization"] = "Bearer " .. token,
      }
   end
   counter = 0
   report.start()
   math.randomseed(number * 7919 + os.time())
end

local function stamp(household)
   -- One millisecond per write of this thread, counter for the thread: unique and increasing.
   return string.format("%d-%d-%s", start + counter, number, devices[household])
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
   local household = (counter - 1) % #tokens + 1
   local changes
   local s = stamp(household)
   -- Each household's requests alternate: a new product, then a new price of it.
   if math.floor((counter - 1) / #tokens) % 2 == 0 or last[household] == nil then
      last[household] = fresh_id()
      changes = string.format(
         '{"id":"%s","kind":"product","fields":{"list":["%s","%s"],"name":["Product %d","%s"],'
            .. '"price":["%s","%s"],"packCount":["1","%s"],"packSize":["%d","%s"],"unit":["g","%s"]}}',
         last[household], lists[household], s, counter, s, price(), s, s, math.random(50, 2000), s, s)
   else
      changes = string.format(
         '{"id":"%s","kind":"product","fields":{"price":["%s","%s"]}}', last[household], price(), s)
   end
   local body = string.format('{"since":%d,"changes":[%s]}', cursors[household], changes)
   return wrk.format("POST", "/api/sync", headers[household], body)
end

response = function(status, headers, body)
   if status ~= 200 then
      report.failed(status)
      return
   end
   local value = body:match('^{"cursor":(%d+)')
   local household = household_of[body:match('"device":"(%w+)"') or ""]
   if value and household then
      local n = tonumber(value)
      if n > cursors[household] then cursors[household] = n end
   end
end

done = function(summary, latency, requests)
   report.finish("SYNC", threads, summary, latency)
end
