package org.sokodb.format;

/** Reads the 60 packed maps of the DOS game pusher.exe. (Placeholder: see issue 4.) */
public final class PusherExeReader {
    private PusherExeReader() {
    }

    public static LevelStream read(byte[] bytes, String source) {
        throw new SourceException(source, "not a level file (an executable; pusher.exe maps are not read yet)");
    }
}
