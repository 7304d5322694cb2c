package org.sokodb.browser;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The system's Chromium, headless, driven over the DevTools protocol: open a local page,
 * learn what it logged and requested and how long it took, count elements, take a
 * screenshot. Nothing is downloaded: it is the browser of the OS package, or none (the
 * tests that need it are then skipped).
 */
public final class HeadlessChromium implements AutoCloseable {
    private static final Pattern LISTENING = Pattern.compile("DevTools listening on (ws://\\S+)");
    private static final long START_SECONDS = 60;

    private final Process process;
    private final Path profile;
    private final DevToolsConnection cdp;
    private final String session;
    private final Deque<String> log;
    private final List<String> errors = new ArrayList<>();
    private final List<String> requests = new ArrayList<>();

    /**
     * The Chromium to use: {@code -Dsokodb.chromium=PATH}, else {@code chromium} on the PATH
     * (what Debian's package installs). Empty when there is none.
     */
    public static Optional<Path> executable() {
        String configured = System.getProperty("sokodb.chromium", "");
        if (!configured.isEmpty()) {
            return Optional.of(Path.of(configured)).filter(Files::isExecutable);
        }
        return Stream.of(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
                .filter(d -> !d.isEmpty())
                .map(d -> Path.of(d, "chromium"))
                .filter(Files::isExecutable)
                .findFirst();
    }

    /**
     * The Chromium for a test, or the test is skipped with the reason: a machine without a
     * browser cannot run it. With {@code SOKODB_REQUIRE_BROWSER} set (CI sets it, having
     * installed the browser) a missing browser fails instead, so CI cannot pass by skipping.
     */
    public static Path executableOrSkip() {
        Optional<Path> exe = executable();
        String why = "no chromium on the PATH (apt-get install -y chromium, or -Dsokodb.chromium=PATH)";
        if (exe.isEmpty() && System.getenv("SOKODB_REQUIRE_BROWSER") != null) {
            throw new AssertionError(why + ", and SOKODB_REQUIRE_BROWSER is set");
        }
        org.junit.jupiter.api.Assumptions.assumeTrue(exe.isPresent(), why);
        return exe.get();
    }

    public static HeadlessChromium start(Path executable) throws IOException {
        return new HeadlessChromium(executable);
    }

    private HeadlessChromium(Path executable) throws IOException {
        profile = Files.createTempDirectory("sokodb-chromium-");
        List<String> command = List.of(executable.toString(),
                "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                // nothing of its own on the network either, so a request seen is the page's
                "--disable-quic", "--no-first-run", "--no-default-browser-check", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--disable-extensions", "--disable-default-apps",
                "--user-data-dir=" + profile, "--remote-debugging-port=0", "about:blank");
        process = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        log = new ArrayDeque<>();
        URI endpoint = endpoint();
        DevToolsConnection connection = null;
        try {
            connection = DevToolsConnection.open(endpoint);
            connection.onEvent(this::event);
            String target = connection.call("", "Target.createTarget", Map.of("url", "about:blank"))
                    .get("targetId").asText();
            session = connection.call("", "Target.attachToTarget", Map.of("targetId", target, "flatten", true))
                    .get("sessionId").asText();
            for (String domain : List.of("Runtime", "Log", "Network", "Page")) {
                connection.call(session, domain + ".enable", Map.of());
            }
            connection.call(session, "Emulation.setDeviceMetricsOverride",
                    Map.of("width", 1280, "height", 1000, "deviceScaleFactor", 1, "mobile", false));
        } catch (IOException | RuntimeException e) {
            if (connection != null) {
                connection.close();
            }
            kill();
            throw e;
        }
        cdp = connection;
    }

    /** Reads the browser's stderr until it names its DevTools endpoint, then keeps draining it. */
    private URI endpoint() throws IOException {
        CompletableFuture<URI> found = new CompletableFuture<>();
        Thread reader = new Thread(() -> {
            try (BufferedReader err = new BufferedReader(
                    new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = err.readLine()) != null) {
                    Matcher m = LISTENING.matcher(line);
                    if (m.find()) {
                        found.complete(URI.create(m.group(1)));
                    }
                    synchronized (log) {
                        log.addLast(line);
                        if (log.size() > 40) {
                            log.removeFirst();
                        }
                    }
                }
            } catch (IOException e) {
                // the browser went away; whoever waits for it learns below
            }
            found.completeExceptionally(new IOException("chromium exited before it listened"));
        }, "chromium-stderr");
        reader.setDaemon(true);
        reader.start();
        try {
            return found.get(START_SECONDS, TimeUnit.SECONDS);
        } catch (Exception e) {
            kill();
            throw new IOException("chromium did not start: " + e.getMessage() + "\n" + recentLog(), e);
        }
    }

    /** The last lines the browser wrote on stderr, for failure messages. */
    public String recentLog() {
        synchronized (log) {
            return String.join("\n", log);
        }
    }

    private void event(JsonNode message) {
        String method = message.path("method").asText();
        JsonNode p = message.path("params");
        synchronized (errors) {
            switch (method) {
                case "Runtime.consoleAPICalled" -> {
                    String type = p.path("type").asText();
                    if (type.equals("error") || type.equals("assert")) {
                        errors.add("console." + type + ": " + p.path("args"));
                    }
                }
                case "Runtime.exceptionThrown" -> errors.add("exception: "
                        + p.path("exceptionDetails").path("exception").path("description").asText(
                                p.path("exceptionDetails").path("text").asText()));
                case "Log.entryAdded" -> {
                    JsonNode entry = p.path("entry");
                    if (entry.path("level").asText().equals("error")) {
                        errors.add("log: " + entry.path("text").asText() + " " + entry.path("url").asText());
                    }
                }
                case "Network.requestWillBeSent" -> requests.add(p.path("request").path("url").asText());
                default -> { }
            }
        }
    }

    /** Opens a local file and waits for its load event; what it logged and requested is in the result. */
    public PageVisit open(Path file) throws IOException {
        return open(file.toAbsolutePath().toUri().toString());
    }

    /** Opens a URL (a local server's page) and waits for its load event, as {@link #open(Path)}. */
    public PageVisit open(String url) throws IOException {
        synchronized (errors) {
            errors.clear();
            requests.clear();
        }
        JsonNode navigation = cdp.call(session, "Page.navigate", Map.of("url", url));
        if (navigation.has("errorText")) {
            throw new IOException("cannot open " + url + ": " + navigation.get("errorText").asText());
        }
        // Polled rather than taken from Page.loadEventFired: a late event of the previous
        // page cannot be mistaken for this one's, and the timing is final once it is non-zero.
        String timing = "(() => { const n = performance.getEntriesByType('navigation')[0];"
                + " return location.href === " + DevToolsConnection.JSON.valueToTree(url)
                + " && n && n.loadEventEnd > 0 ? n.loadEventEnd - n.startTime : -1; })()";
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        double millis;
        while ((millis = evaluate(timing).asDouble(-1)) < 0) {
            if (System.nanoTime() > deadline) {
                throw new IOException("no load event for " + url + " in 120 s");
            }
            pause(20);
        }
        // Chromium reports log entries and requests asynchronously: let stragglers arrive.
        pause(200);
        synchronized (errors) {
            return new PageVisit(url, errors, requests, Duration.ofNanos((long) (millis * 1e6)));
        }
    }

    private static void pause(long millis) throws IOException {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
    }

    /** Evaluates a JavaScript expression in the page (from outside: the page itself may run no script). */
    public JsonNode evaluate(String expression) throws IOException {
        JsonNode result = cdp.call(session, "Runtime.evaluate",
                Map.of("expression", expression, "returnByValue", true, "awaitPromise", true));
        if (result.has("exceptionDetails")) {
            throw new IOException("evaluating " + expression + " failed: " + result.get("exceptionDetails"));
        }
        return result.path("result").path("value");
    }

    /**
     * Presses and releases a key as a user would (a trusted event): {@code key} as in
     * {@code KeyboardEvent.key} ("ArrowRight", "z"), {@code code} as in {@code KeyboardEvent.code}
     * ("ArrowRight", "KeyZ"), {@code keyCode} the Windows virtual key code Chromium wants.
     */
    public void press(String key, String code, int keyCode) throws IOException {
        Map<String, Object> down = new java.util.HashMap<>(Map.of("type", "keyDown", "key", key, "code", code,
                "windowsVirtualKeyCode", keyCode));
        if (key.length() == 1) {
            down.put("text", key);
        }
        cdp.call(session, "Input.dispatchKeyEvent", down);
        cdp.call(session, "Input.dispatchKeyEvent", Map.of("type", "keyUp", "key", key, "code", code,
                "windowsVirtualKeyCode", keyCode));
    }

    /** Shows the page as if the reader's system were set to a dark (or light) theme. */
    public void preferDark(boolean dark) throws IOException {
        cdp.call(session, "Emulation.setEmulatedMedia", Map.of("features",
                List.of(Map.of("name", "prefers-color-scheme", "value", dark ? "dark" : "light"))));
    }

    /** A PNG of what the viewport shows now. */
    public void screenshot(Path png) throws IOException {
        String data = cdp.call(session, "Page.captureScreenshot", Map.of("format", "png")).get("data").asText();
        Files.createDirectories(png.toAbsolutePath().getParent());
        Files.write(png, Base64.getDecoder().decode(data));
    }

    @Override
    public void close() {
        try {
            cdp.call("", "Browser.close", Map.of());
        } catch (IOException e) {
            // it is stopped below either way
        }
        cdp.close();
        stop();
    }

    /** For a browser that failed to start properly: no grace period. */
    private void kill() {
        process.descendants().forEach(ProcessHandle::destroy);
        process.destroy();
        stop();
    }

    /** Waits for the browser to exit (it was asked to), forcing it after a while. */
    private void stop() {
        try {
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
                process.waitFor(10, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        deleteProfile();
    }

    private void deleteProfile() {
        try (Stream<Path> files = Files.walk(profile)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // a temp directory left behind is no reason to fail a test
        }
    }
}
