package org.sokodb.format.source;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

/**
 * Files that appear together (the pages of a report): each written and sealed by its {@link
 * AtomicFileWriter}, then all given their names here, in order. A file renamed is one step; a
 * set of them is not, so before each name is taken the file it held keeps a second name (a hard
 * link, or a copy where there are none, {@code .NAME.sokodb-RANDOM.old}); should a later rename
 * fail, every name already taken gets its old file back (or is removed, when it held none) and
 * the failure is thrown: old pages and new are never left mixed. When all are renamed, the
 * second names go. Only a process killed in the middle leaves a mixed set, and the old files
 * beside it under their second names.
 */
public final class AtomicFileSet {
    private static final SecureRandom RANDOM = new SecureRandom();

    private AtomicFileSet() {
    }

    /** What a name held before: its file under a second name, or nothing. */
    private record Before(Path target, Optional<Path> kept) {
    }

    /**
     * Commits {@code files} in order, all or none.
     *
     * @return the notes of their commits (directories that could not be synced)
     */
    public static List<String> commitAll(List<AtomicFileWriter> files) throws IOException {
        List<Before> taken = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        boolean all = false;
        try {
            for (AtomicFileWriter file : files) {
                Before before = keep(file.target().toAbsolutePath());
                try {
                    file.commit().ifPresent(notes::add);
                } catch (IOException | RuntimeException e) {
                    before.kept().ifPresent(AtomicFileSet::deleteQuietly); // this name is as it was
                    throw e;
                }
                taken.add(before);
            }
            all = true;
        } finally {
            if (all) {
                taken.forEach(b -> b.kept().ifPresent(AtomicFileSet::deleteQuietly));
            } else {
                putBack(taken);
            }
        }
        return notes;
    }

    private static Before keep(Path target) throws IOException {
        if (!Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
            return new Before(target, Optional.empty());
        }
        while (true) {
            Path second = target.resolveSibling("." + target.getFileName() + ".sokodb-"
                    + HexFormat.of().toHexDigits(RANDOM.nextInt()) + ".old");
            try {
                try {
                    Files.createLink(second, target);
                } catch (UnsupportedOperationException e) {
                    Files.copy(target, second, StandardCopyOption.COPY_ATTRIBUTES);
                }
                return new Before(target, Optional.of(second));
            } catch (FileAlreadyExistsException e) {
                // that random name is taken: another
            }
        }
    }

    /** The names taken so far get their old files back, the last first. */
    private static void putBack(List<Before> taken) {
        for (int i = taken.size() - 1; i >= 0; i--) {
            Before b = taken.get(i);
            try {
                if (b.kept().isPresent()) {
                    Files.move(b.kept().get(), b.target(), StandardCopyOption.ATOMIC_MOVE);
                } else {
                    Files.deleteIfExists(b.target());
                }
            } catch (IOException e) {
                // the first failure is the one thrown; the old file is still beside it under its second name
            }
        }
    }

    private static void deleteQuietly(Path p) {
        try {
            Files.deleteIfExists(p);
        } catch (IOException e) {
            // a second name left behind holds a file that is also under its own name: no harm
        }
    }
}
