package org.sokodb.web;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * HTTP/1.1 over a plain socket, so a test can send what a browser or an attacker would: any
 * Host header, any Origin, a request target exactly as written (dot segments and encodings
 * untouched). One request per connection.
 */
final class RawHttp {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** An answer: status, headers (names lower-case), body. */
    record Response(int status, Map<String, String> headers, String body) {
        JsonNode json() {
            try {
                return JSON.readTree(body);
            } catch (IOException e) {
                throw new AssertionError("not JSON (" + status + "): " + body, e);
            }
        }

        String header(String name) {
            return headers.get(name.toLowerCase(Locale.ROOT));
        }
    }

    private final int port;
    /** The address the requests come from: the server sees each as another client. */
    private final String from;

    RawHttp(int port) {
        this(port, "127.0.0.1");
    }

    /** Requests from {@code from}, an address of this machine (any of 127.0.0.0/8 on Linux). */
    RawHttp(int port, String from) {
        this.port = port;
        this.from = from;
    }

    Response get(String target) {
        return send("GET", target, Map.of(), null);
    }

    Response send(String method, String target, Map<String, String> headers, String body) {
        Map<String, String> h = new LinkedHashMap<>();
        h.put("Host", "127.0.0.1:" + port);
        h.putAll(headers);
        h.put("Connection", "close");
        byte[] bytes = body == null ? new byte[0] : body.getBytes(StandardCharsets.UTF_8);
        if (body != null) {
            h.putIfAbsent("Content-Type", "text/plain; charset=utf-8");
            h.put("Content-Length", Integer.toString(bytes.length));
        }
        StringBuilder head = new StringBuilder(method).append(' ').append(target).append(" HTTP/1.1\r\n");
        h.forEach((k, v) -> {
            if (v != null) {
                head.append(k).append(": ").append(v).append("\r\n");
            }
        });
        head.append("\r\n");
        try (Socket s = new Socket(InetAddress.getByName("127.0.0.1"), port, InetAddress.getByName(from), 0)) {
            s.setSoTimeout(60_000);
            OutputStream out = s.getOutputStream();
            out.write(head.toString().getBytes(StandardCharsets.ISO_8859_1));
            try {
                out.write(bytes);
                out.flush();
            } catch (IOException e) {
                // the server may answer (413) and close before it has read a large body
            }
            return parse(s.getInputStream());
        } catch (IOException e) {
            throw new AssertionError(method + " " + target + ": " + e, e);
        }
    }

    private static Response parse(InputStream in) throws IOException {
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        in.transferTo(all);
        String text = all.toString(StandardCharsets.UTF_8);
        int end = text.indexOf("\r\n\r\n");
        String[] lines = text.substring(0, end).split("\r\n");
        int status = Integer.parseInt(lines[0].split(" ")[1]);
        Map<String, String> headers = new LinkedHashMap<>();
        for (int i = 1; i < lines.length; i++) {
            int colon = lines[i].indexOf(':');
            headers.put(lines[i].substring(0, colon).strip().toLowerCase(Locale.ROOT), lines[i].substring(colon + 1).strip());
        }
        String body = text.substring(end + 4);
        if ("chunked".equalsIgnoreCase(headers.get("transfer-encoding"))) {
            body = unchunk(body);
        }
        return new Response(status, headers, body);
    }

    private static String unchunk(String body) {
        StringBuilder out = new StringBuilder();
        int at = 0;
        while (at < body.length()) {
            int nl = body.indexOf("\r\n", at);
            int size = Integer.parseInt(body.substring(at, nl).strip(), 16);
            if (size == 0) {
                break;
            }
            // sizes count bytes; the bodies here are ASCII or UTF-8 text read as chars
            byte[] rest = body.substring(nl + 2).getBytes(StandardCharsets.UTF_8);
            String chunk = new String(rest, 0, size, StandardCharsets.UTF_8);
            out.append(chunk);
            at = nl + 2 + chunk.length() + 2;
        }
        return out.toString();
    }
}
