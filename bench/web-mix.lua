-- bench/web-mix.lua: wrk's script for bench/web.sh. Each connection asks for the paths given
-- after "--" in turn (starting at a place of its own), and the run ends with one line: the
-- answers, the answers a second, the median, 95th and 99th percentile of the latency, and how
-- many answers were not 200 and how many of those were 5xx.
local threads = {}

function setup(thread)
    table.insert(threads, thread)
end

function init(args)
    paths = args
    at = math.random(#paths)
    not200 = 0
    server = 0
end

function request()
    at = at % #paths + 1
    return wrk.format("GET", paths[at])
end

function response(status, headers, body)
    if status ~= 200 then
        not200 = not200 + 1
    end
    if status >= 500 then
        server = server + 1
    end
end

function done(summary, latency, requests)
    local bad, fivexx = 0, 0
    for _, t in ipairs(threads) do
        bad = bad + t:get("not200")
        fivexx = fivexx + t:get("server")
    end
    local seconds = summary.duration / 1e6
    io.write(string.format("%d answers, %.0f a second, p50 %.1f ms, p95 %.1f ms, p99 %.1f ms, %d not 200 (%d 5xx)"
        .. ", %d socket errors\n", summary.requests, summary.requests / seconds, latency:percentile(50) / 1000,
        latency:percentile(95) / 1000, latency:percentile(99) / 1000, bad, fivexx,
        summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
end
