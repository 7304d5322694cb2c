package org.sokodb.catalog.sources;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/**
 * A source as someone names it now, turned into the name it was imported under: one rule for
 * every command and the web (docs/usage.md, "Naming a source"). The catalog keeps a source's
 * name as it was given at import; the answer is that name, or the part of it a directory or
 * archive the sources were imported from spells ({@code collections/boxoban} for
 * {@code collections/boxoban/000.txt}), or the name as typed when nothing matches (the caller
 * then says "no source"). In order, the first rule that finds something:
 *
 * <ol>
 * <li>as written, a slash at its end left out;
 * <li>as a path, written otherwise ({@code ./x}, {@code a/../x}, {@code x//y}): compared with
 *     every stored name made plain the same way, without looking at the disk;
 * <li>on disk only: the same path from the directory the command runs in (absolute, or through
 *     a symbolic link), both resolved there and links followed;
 * <li>on disk only: the same bytes, as {@code import} knows a file again wherever it is: a
 *     file typed whose SHA-256 is that of a source;
 * <li>on disk only: a name stored relative, typed from another directory: the path typed
 *     (absolute, with and without its links followed) ends with the stored path; the match of
 *     the most path elements wins, and two sources that match as well leave it unresolved.
 * </ol>
 *
 * <p>The web uses the first two rules alone: it reads no file a request names.
 */
public final class SourceNames {
    private static final String IN_ARCHIVE = "!/";

    /** A source as stored: its name and the SHA-256 of its bytes. */
    public record Stored(String source, String sha256) {
    }

    private final Supplier<List<Stored>> reading;
    /** The directory the names are typed in; empty: the names alone, no disk (the web). */
    private final Optional<Path> here;
    private List<Stored> stored;
    /** The keys {@link #sameFile} looks a name up by, each to its stored name; made when first needed. */
    private Map<String, String> sameFileKeys;

    private SourceNames(Supplier<List<Stored>> reading, Optional<Path> here) {
        this.reading = reading;
        this.here = here;
    }

    /** Names typed in {@code here}, resolved with the disk's help; the stored ones read when first needed. */
    public static SourceNames onDisk(Supplier<List<Stored>> stored, Path here) {
        return new SourceNames(stored, Optional.of(here.toAbsolutePath().normalize()));
    }

    /** Names resolved as names alone (the first two rules): what the web does. */
    public static SourceNames byName(Supplier<List<Stored>> stored) {
        return new SourceNames(stored, Optional.empty());
    }

    private List<Stored> stored() {
        if (stored == null) {
            stored = reading.get();
        }
        return stored;
    }

    public List<String> resolveAll(List<String> typed) {
        List<String> out = new ArrayList<>(typed.size());
        typed.forEach(t -> out.add(resolve(t)));
        return out;
    }

    /** {@code SOURCE#INDEX} with the source resolved. */
    public String resolveId(String id) {
        int hash = id.lastIndexOf('#');
        if (hash <= 0) {
            return id;
        }
        String source = id.substring(0, hash);
        String resolved = resolve(source);
        return resolved.equals(source) ? id : resolved + id.substring(hash);
    }

    /** The stored spelling of {@code typed} (see the class): a name, a directory's or archive's part of names, or {@code typed}. */
    public String resolve(String typed) {
        String plain = withoutSlashes(typed);
        for (Stored s : stored()) {
            if (covers(plain, s.source())) {
                return plain;
            }
        }
        Optional<String> found = match(plain, SourceNames::lexical, SourceNames::lexical);
        if (found.isEmpty() && here.isPresent()) {
            found = match(plain, this::real, this::real).or(() -> sameBytes(plain)).or(() -> fromElsewhere(plain));
        }
        return found.orElse(plain);
    }

    /**
     * The stored source that {@code typed} names under another spelling of the same file, for
     * {@code import}, which replaces it: the same path written otherwise (rule 2, whole names
     * only), or, for a source stored under an absolute name, the same file from {@link #here}
     * (rule 3). A relative stored name is never resolved from here for this: the directory it
     * was typed in is not known, and a wrong match would replace another file's source. The
     * stored names are read and made plain once, so that each name costs a lookup.
     */
    public Optional<String> sameFile(String typed) {
        if (sameFileKeys == null) {
            sameFileKeys = new HashMap<>();
            for (Stored s : stored()) {
                String plain = lexical(s.source());
                if (!plain.isEmpty()) {
                    sameFileKeys.putIfAbsent(plain, s.source());
                    if (here.isPresent() && Path.of(filePart(plain)).isAbsolute()) {
                        sameFileKeys.putIfAbsent(real(plain), s.source());
                    }
                }
            }
        }
        String plain = lexical(withoutSlashes(typed));
        if (plain.isEmpty() || sameFileKeys.isEmpty()) {
            return Optional.empty();
        }
        Optional<String> found = Optional.ofNullable(sameFileKeys.get(plain));
        if (found.isEmpty() && here.isPresent()) {
            found = Optional.ofNullable(sameFileKeys.get(real(plain)));
        }
        return found.filter(f -> !f.equals(typed));
    }

    /** A plain name's file: the archive's, for a name inside one. */
    private static String filePart(String plain) {
        int archive = plain.indexOf(IN_ARCHIVE);
        return archive < 0 ? plain : plain.substring(0, archive);
    }

    private static String withoutSlashes(String typed) {
        String plain = typed;
        while (plain.length() > 1 && plain.endsWith("/")) {
            plain = plain.substring(0, plain.length() - 1);
        }
        return plain;
    }

    private static boolean covers(String name, String source) {
        return source.equals(name) || source.startsWith(name + "/") || source.startsWith(name + IN_ARCHIVE);
    }

    /** The stored name, or part of one, that {@code typed} spells once both are made plain by {@code plain}. */
    private Optional<String> match(String typed, UnaryOperator<String> ofTyped, UnaryOperator<String> ofStored) {
        String want = ofTyped.apply(typed);
        if (want.isEmpty()) {
            return Optional.empty();
        }
        for (Stored s : stored()) {
            String have = ofStored.apply(s.source());
            if (have.equals(want)) {
                return Optional.of(s.source());
            }
            if (covers(want, have)) {
                Optional<String> prefix = without(s.source(), have.substring(want.length()));
                if (prefix.isPresent()) {
                    return prefix;
                }
            }
        }
        return Optional.empty();
    }

    /** {@code source} without its tail {@code inside} ({@code /x.txt}, {@code !/a/x.txt}), if it ends so. */
    private static Optional<String> without(String source, String inside) {
        return source.endsWith(inside) && source.length() > inside.length()
                ? Optional.of(source.substring(0, source.length() - inside.length())) : Optional.empty();
    }

    /** A name made plain as a path, without the disk: {@code ./}, {@code ..}, doubled slashes; the part in an archive as well. */
    static String lexical(String name) {
        int archive = name.indexOf(IN_ARCHIVE);
        String file = archive < 0 ? name : name.substring(0, archive);
        String inside = archive < 0 ? "" : name.substring(archive + IN_ARCHIVE.length());
        try {
            String plainFile = Path.of(file).normalize().toString();
            if (plainFile.isEmpty()) {
                return "";
            }
            return archive < 0 ? plainFile : plainFile + IN_ARCHIVE + Path.of(inside).normalize();
        } catch (InvalidPathException e) {
            return "";
        }
    }

    /** The absolute, link-free path of a name resolved in {@link #here}; the part in an archive plain. Empty if not a path. */
    private String real(String name) {
        String plain = lexical(name);
        if (plain.isEmpty()) {
            return "";
        }
        int archive = plain.indexOf(IN_ARCHIVE);
        String file = archive < 0 ? plain : plain.substring(0, archive);
        String inside = archive < 0 ? "" : plain.substring(archive);
        Path path = here.orElseThrow().resolve(file).normalize();
        try {
            path = path.toRealPath();
        } catch (IOException e) {
            // gone from disk (or unreadable): compared as written
        }
        return path + inside;
    }

    /** The source whose bytes are those of the file {@code typed} names, as {@code import} knows it again. */
    private Optional<String> sameBytes(String typed) {
        if (typed.contains(IN_ARCHIVE)) {
            return Optional.empty();
        }
        Path file;
        try {
            file = here.orElseThrow().resolve(typed);
        } catch (InvalidPathException e) {
            return Optional.empty();
        }
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        Optional<String> sha = sha256(file);
        return sha.flatMap(h -> stored().stream().filter(s -> s.sha256().equals(h)).map(Stored::source).findFirst());
    }

    private static Optional<String> sha256(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            byte[] buffer = new byte[1 << 16];
            for (int n = in.read(buffer); n > 0; n = in.read(buffer)) {
                digest.update(buffer, 0, n);
            }
            return Optional.of(HexFormat.of().formatHex(digest.digest()));
        } catch (IOException | NoSuchAlgorithmException e) {
            return Optional.empty();
        }
    }

    /** Rule 5: a name stored relative to a directory other than {@link #here}, typed with that directory in it. */
    private Optional<String> fromElsewhere(String typed) {
        String plain = lexical(typed);
        if (plain.isEmpty()) {
            return Optional.empty();
        }
        int archive = plain.indexOf(IN_ARCHIVE);
        String file = archive < 0 ? plain : plain.substring(0, archive);
        String inside = archive < 0 ? "" : plain.substring(archive);
        Path absolute = here.orElseThrow().resolve(file).normalize();
        List<Path> spellings = new ArrayList<>(List.of(absolute));
        try {
            spellings.add(absolute.toRealPath());
        } catch (IOException e) {
            // gone from disk: as written alone
        }
        SuffixMatch best = SuffixMatch.NONE;
        for (Stored s : stored()) {
            String have = lexical(s.source());
            if (have.isEmpty() || Path.of(have.contains(IN_ARCHIVE) ? have.substring(0, have.indexOf(IN_ARCHIVE))
                    : have).isAbsolute() || have.startsWith("..")) {
                continue;
            }
            best = best.or(SuffixMatch.of(s.source(), have, spellings, inside));
        }
        return best.unique();
    }
}
