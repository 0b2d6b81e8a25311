-- What the API's wrk scripts (lists.lua, sync.lua) share: each thread counts the answers that
-- were not 200 and keeps their statuses, and the run ends with one line of results that
-- Benchmarks/web/bench_api.py reads:
--   LABEL requests=… seconds=… p50_us=… p99_us=… non200=… socket_errors=… statuses=503,429
-- A script loads it with dofile (see lists.lua) and calls start from init, failed from response
-- and finish from done.

local report = {}

-- Resets the thread's counts (globals, so that done can read them with thread:get).
function report.start()
   failures = 0
   -- The statuses of the answers that were not 200, each once: ",503,429,".
   statuses = ","
end

-- Counts an answer that was not 200.
function report.failed(status)
   failures = failures + 1
   if not string.find(statuses, "," .. status .. ",", 1, true) then statuses = statuses .. status .. "," end
end

-- Writes the line of results, the threads' counts summed.
function report.finish(label, threads, summary, latency)
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
      "%s requests=%d seconds=%.3f p50_us=%d p99_us=%d non200=%d socket_errors=%d statuses=%s\n",
      label, summary.requests, summary.duration / 1e6, latency:percentile(50), latency:percentile(99), failed,
      e.connect + e.read + e.write + e.timeout, seen:sub(2, -2)))
end

return report
