package org.sokodb.files;

import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.NoSuchFileException;

/** Why a file operation failed, in a few words and without class names where the system gives a reason. */
public final class FileFailures {
    private FileFailures() {
    }

    /** The reason of {@code e}: the common failures in plain words, else the system's message. */
    public static String reason(Exception e) {
        if (e instanceof NoSuchFileException) {
            return "no such file";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileSystemLoopException) {
            return "symbolic link loop";
        }
        String m = e.getMessage();
        return m == null || m.isBlank() ? e.getClass().getSimpleName() : m;
    }
}
