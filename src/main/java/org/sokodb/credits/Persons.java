package org.sokodb.credits;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The people of a catalog (docs/credits.md): the names its boards give, joined into persons by
 * what the aliases file says, by what the data states ({@code Evgeny Grigoriev (GRIGoRusha)},
 * {@code X aka Y}: one person for the whole catalog) and by the names' forms ({@link NameForm}:
 * an initial, a middle name, a transliteration). A form joins a name to the others it is
 * compatible with only when those are all compatible with each other: {@code D Holland} joins
 * {@code David Holland}, but beside both {@code David Holland} and {@code Dan Holland} it joins
 * neither. Names are compared only with names of the same surname and first letter, never all
 * pairs: {@link #comparisons} counts what was compared.
 */
public final class Persons {
    private final Map<String, String> spellings = new LinkedHashMap<>();
    private final Aliases.People people = new Aliases.People();
    private final List<String[]> notes = new ArrayList<>();
    /** Pairs of names compared by their forms, all together. */
    long comparisons;

    /** A name some board gives, by its key and the spelling to show it by. */
    public void name(AuthorNames.Name n) {
        spellings.putIfAbsent(n.key(), n.spelling());
    }

    /** Names a field states are one person's ({@link AuthorNames#penNames}), in {@code source}. */
    public void stated(AuthorNames.Name person, AuthorNames.Name other, String source) {
        name(person);
        name(other);
        if (!people.same(person.key(), other.key())) {
            people.union(person.key(), other.key());
            notes.add(new String[] {person.key(), other.spelling() + " = " + person.spelling() + ": stated in " + source});
        }
    }

    /** The persons: the aliases of {@code file} first, then what the data states, then the names' forms. */
    public Aliases join(Aliases file) {
        for (String key : spellings.keySet()) {
            String p = file.person(key);
            if (!p.equals(key) && !people.same(key, p)) {
                people.union(key, p);
                notes.add(new String[] {key, spelling(key) + " = " + spelling(p) + ": the aliases file"});
            }
        }
        Map<String, List<String>> places = new TreeMap<>();
        Map<String, NameForm> forms = new HashMap<>();
        spellings.forEach((key, spelling) -> {
            NameForm f = NameForm.of(spelling);
            forms.put(key, f);
            places.computeIfAbsent(f.place(), k -> new ArrayList<>()).add(key);
        });
        for (List<String> place : places.values()) {
            joinByForm(place, forms);
        }
        Map<String, String> person = people.byLeastKey();
        Map<String, List<String>> learned = new HashMap<>();
        for (String[] note : notes) {
            learned.computeIfAbsent(person.getOrDefault(note[0], note[0]), k -> new ArrayList<>()).add(note[1]);
        }
        return Aliases.of(person, learned);
    }

    /**
     * Joins the names of one place: each to those it is compatible with, when neither could
     * stand for two names that are not each other's ({@code D Holland} beside {@code David} and
     * {@code Dan Holland} joins neither, and neither joins it).
     */
    private void joinByForm(List<String> place, Map<String, NameForm> forms) {
        Map<String, List<String>> compatibleWith = new HashMap<>();
        Map<String, Boolean> unambiguous = new HashMap<>();
        for (String key : place) {
            NameForm f = forms.get(key);
            List<String> compatible = new ArrayList<>();
            for (String other : place) {
                if (!other.equals(key)) {
                    comparisons++;
                    if (f.compatible(forms.get(other))) {
                        compatible.add(other);
                    }
                }
            }
            compatibleWith.put(key, compatible);
            unambiguous.put(key, allCompatible(compatible, forms));
        }
        for (String key : place) {
            if (!unambiguous.get(key)) {
                continue;
            }
            for (String other : compatibleWith.get(key)) {
                if (unambiguous.get(other) && !people.same(key, other)) {
                    people.union(key, other);
                    notes.add(new String[] {key, spelling(key) + " = " + spelling(other) + ": "
                            + NameForm.how(forms.get(key), forms.get(other))});
                }
            }
        }
    }

    private boolean allCompatible(List<String> keys, Map<String, NameForm> forms) {
        for (int i = 0; i < keys.size(); i++) {
            for (int j = i + 1; j < keys.size(); j++) {
                comparisons++;
                if (!forms.get(keys.get(i)).compatible(forms.get(keys.get(j)))) {
                    return false;
                }
            }
        }
        return true;
    }

    private String spelling(String key) {
        return spellings.getOrDefault(key, key);
    }
}
