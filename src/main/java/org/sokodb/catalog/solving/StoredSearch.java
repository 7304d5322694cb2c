package org.sokodb.catalog.solving;

import java.util.Optional;

/** What storing one search's result in the catalog did: its verdict, the duplicates it was carried to, a problem. */
record StoredSearch(SearchReport.Outcome verdict, int carried, Optional<String> problem) {
}
