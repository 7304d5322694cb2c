package org.sokodb.catalog.imports;

import java.io.IOException;
import java.io.InputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

import org.sokodb.format.source.Source;
import org.sokodb.format.source.SourceException;
import org.sokodb.format.source.Sources;

/** What identifies an imported source: the SHA-256 of its bytes, whatever its name. */
final class SourceHash {
    private SourceHash() {
    }

    /** The SHA-256 of a source's bytes, in lower-case hex. */
    static String sha256(Source source) {
        MessageDigest digest;
        try {
            digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("this Java runtime has no SHA-256", e);
        }
        byte[] buffer = new byte[1 << 16];
        try (InputStream in = source.open()) {
            int n;
            while ((n = in.read(buffer)) > 0) {
                digest.update(buffer, 0, n);
            }
        } catch (IOException e) {
            throw new SourceException(source.name(), "cannot read: " + Sources.reason(e));
        }
        return HexFormat.of().formatHex(digest.digest());
    }
}
