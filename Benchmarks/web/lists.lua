-- wrk script for scripts/bench-web-api.sh: GET /api/lists with a device's token, as a script
-- that keeps lists through the API does. The requests go to the households in turn.
--
-- Environment: PER_SYNC_TOKEN (the token of a device of each household, comma-separated).

local headers = {}
for token in string.gmatch(os.getenv("PER_SYNC_TOKEN") or "", "[^,]+") do
   table.insert(headers, { ["Authorization"] = "Bearer " .. token })
end

-- The results line, shared with sync.lua; loaded from this script's folder.
local report = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "report.lua")

local threads = {}

function setup(thread)
   table.insert(threads, thread)
end

function init(args)
   counter = 0
   report.start()
end

request = function()
   counter = counter + 1
   return wrk.format("GET", "/api/lists", headers[(counter - 1) % #headers + 1])
end

response = function(status, headers, body)
   if status ~= 200 then report.failed(status) end
end

done = function(summary, latency, requests)
   report.finish("LISTS", threads, summary, latency)
end
