/**
 * Claims on the catalog's Unique-Id groups, shared by {@code solve --catalog}
 * ({@code catalog.solving}) and {@code optimize --catalog} ({@code catalog.optimizing}): a
 * worker's claims on a PostgreSQL catalog several processes share
 * ({@link org.sokodb.catalog.claims.WorkerClaims}), what a run holds ({@code RunClaims}: its
 * sources, its {@code --limit}), the feed that hands groups to searches and waits for those
 * others hold ({@link org.sokodb.catalog.claims.GroupFeed}), the pool the searches run in, and
 * who holds claims ({@link org.sokodb.catalog.claims.HeldClaims}).
 */
package org.sokodb.catalog.claims;
