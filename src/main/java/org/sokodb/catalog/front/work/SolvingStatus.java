package org.sokodb.catalog.front.work;

import java.util.List;

/** Where the catalog's solving stands: groups by verdict, and the live claims by worker. */
public record SolvingStatus(SolvingStanding standing, List<HeldClaims> claims) {
}
