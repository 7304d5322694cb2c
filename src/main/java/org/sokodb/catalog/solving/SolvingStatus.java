package org.sokodb.catalog.solving;

import java.util.List;

import org.sokodb.catalog.claims.HeldClaims;

/** Where the catalog's solving stands: groups by verdict, and the live claims by worker. */
public record SolvingStatus(SolvingStanding standing, List<HeldClaims> claims) {
}
