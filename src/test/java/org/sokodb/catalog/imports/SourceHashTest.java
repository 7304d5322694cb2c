package org.sokodb.catalog.imports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;
import org.sokodb.format.source.Source;
import org.sokodb.format.source.SourceException;

class SourceHashTest {

    private static Source source(String name, byte[] bytes) {
        return new Source() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public boolean namedByUser() {
                return true;
            }

            @Override
            public InputStream open() {
                return new ByteArrayInputStream(bytes);
            }
        };
    }

    @Test
    void theSha256OfTheBytesWhateverTheName() {
        byte[] abc = "abc".getBytes(StandardCharsets.US_ASCII);
        String expected = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"; // FIPS 180-2 example
        assertEquals(expected, SourceHash.sha256(source("a.xsb", abc)));
        assertEquals(expected, SourceHash.sha256(source("elsewhere/b.txt", abc)));
    }

    @Test
    void anUnreadableSourceIsASourceProblem() {
        Source broken = new Source() {
            @Override
            public String name() {
                return "broken.xsb";
            }

            @Override
            public boolean namedByUser() {
                return true;
            }

            @Override
            public InputStream open() throws IOException {
                throw new IOException("disk on fire");
            }
        };
        SourceException e = assertThrows(SourceException.class, () -> SourceHash.sha256(broken));
        assertEquals("broken.xsb: cannot read: disk on fire", e.getMessage());
    }
}
