package org.sokodb.browser;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The Chrome DevTools protocol over Java's own WebSocket client: numbered commands whose
 * replies complete futures, and events handed to one listener. Sessions are "flattened":
 * a command for a page carries that page's {@code sessionId}, all on one socket.
 */
final class DevToolsConnection implements AutoCloseable {
    static final ObjectMapper JSON = new ObjectMapper();
    private static final Duration TIMEOUT = Duration.ofSeconds(60);

    private final WebSocket socket;
    private final AtomicInteger ids = new AtomicInteger();
    private final Map<Integer, CompletableFuture<JsonNode>> pending = new ConcurrentHashMap<>();
    private volatile Consumer<JsonNode> events = e -> { };

    private DevToolsConnection(URI endpoint) throws IOException {
        try {
            socket = HttpClient.newHttpClient().newWebSocketBuilder().connectTimeout(TIMEOUT)
                    .buildAsync(endpoint, new Listener()).get(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while connecting to " + endpoint, e);
        } catch (ExecutionException | TimeoutException e) {
            throw new IOException("cannot connect to the browser at " + endpoint + ": " + e, e);
        }
    }

    static DevToolsConnection open(URI endpoint) throws IOException {
        return new DevToolsConnection(endpoint);
    }

    /** Every event (a message without an id) goes here, on the socket's thread. */
    void onEvent(Consumer<JsonNode> listener) {
        events = listener;
    }

    /** Sends a command and waits for its result; a protocol error becomes an exception. */
    JsonNode call(String sessionId, String method, Map<String, ?> params) throws IOException {
        int id = ids.incrementAndGet();
        ObjectNode message = JSON.createObjectNode();
        message.put("id", id);
        message.put("method", method);
        message.set("params", JSON.valueToTree(params));
        if (!sessionId.isEmpty()) {
            message.put("sessionId", sessionId);
        }
        CompletableFuture<JsonNode> reply = new CompletableFuture<>();
        pending.put(id, reply);
        try {
            socket.sendText(JSON.writeValueAsString(message), true).get(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
            JsonNode answer = reply.get(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
            if (answer.has("error")) {
                throw new IOException(method + " failed: " + answer.get("error"));
            }
            return answer.path("result");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted during " + method, e);
        } catch (ExecutionException | TimeoutException e) {
            throw new IOException(method + " got no answer: " + e, e);
        } finally {
            pending.remove(id);
        }
    }

    @Override
    public void close() {
        socket.abort();
    }

    /** Collects the fragments of a message, then routes it: a reply to its caller, an event to the listener. */
    private final class Listener implements WebSocket.Listener {
        private final StringBuilder text = new StringBuilder();

        @Override
        public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
            text.append(data);
            if (last) {
                String message = text.toString();
                text.setLength(0);
                route(message);
            }
            ws.request(1);
            return null;
        }

        private void route(String message) {
            JsonNode node;
            try {
                node = JSON.readTree(message);
            } catch (IOException e) {
                return; // not JSON: nothing in the protocol sends that, so there is nobody to tell
            }
            if (node.has("id")) {
                CompletableFuture<JsonNode> reply = pending.get(node.get("id").asInt());
                if (reply != null) {
                    reply.complete(node);
                }
            } else {
                events.accept(node);
            }
        }

        @Override
        public void onError(WebSocket ws, Throwable error) {
            pending.values().forEach(f -> f.completeExceptionally(error));
        }

        @Override
        public CompletionStage<?> onClose(WebSocket ws, int status, String reason) {
            pending.values().forEach(f -> f.completeExceptionally(new IOException("browser closed the connection")));
            return null;
        }
    }
}
