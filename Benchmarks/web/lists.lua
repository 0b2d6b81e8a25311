-- wrk script for scripts/bench-web-api.sh: GET /api/lists with a device's token, as a script
-- that keeps lists through the API does. The requests go to the households in turn.
--
-- Environment: PER_SYNC_TOKEN (the token of a device of each household, comma-separated).

local headers = {}
for token in string.gmatch(os.getenv("PER_SYNC_TOKEN") or "", "[^,]+") do
   table.insert(headers, { ["Authorization"] = "Bearer " .. token })
end

local threads = {}

function setup(thread)
   table.insert(threads, thread)
end

function init(args)
   counter = 0
   failures = 0
   -- The statuses of the answers that were not 200, each once: ",503,429,".
   statuses = ","
end

request = function()
   counter = counter + 1
   return wrk.format("GET", "/api/lists", headers[(counter - 1) % #headers + 1])
end

response = function(status, headers, body)
   if status ~= 200 then
      failures = failures + 1
      if not string.find(statuses, "," .. status .. ",", 1, true) then statuses = statuses .. status .. "," end
   end
end

done = function(summary, latency, requests)
   local failed = 0
   local seen = ","
   for _, thread in ipairs(threads) do
      failed = failed + (thread:get("failures") or 0)
      for status in string.gmatch(thread:get("statuses") or "", "%d+") do
         if not string.find(seen, "," .. status .. ",", 1, true) then seen = seen .. status .. "," end
      end
   end
   local e = summary.errors
   io.write(string.format(
      "LISTS requests=%d seconds=%.3f p50_us=%d p99_us=%d non200=%d socket_errors=%d statuses=%s\n",
      summary.requests, summary.duration / 1e6, latency:percentile(50), latency:percentile(99), failed,
      e.connect + e.read + e.write + e.timeout, seen:sub(2, -2)))
end
