package org.sokodb.catalog.credits;

import java.util.List;
import java.util.Optional;

import org.sokodb.credits.Ruling;

/**
 * One level an author is credited with, as their page shows it: every board of it, where it
 * was published and under whose name, and the ruling when its copies disagree.
 */
public record AuthorLevel(String uniqueId, Optional<Ruling> ruling, List<CreditCopy> copies) {
    public AuthorLevel {
        copies = List.copyOf(copies);
    }
}
