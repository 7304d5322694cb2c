/**
 * The level generator: the two-stage method of the seed paper (a forward stage that carves a
 * room out of rock by pushing boxes, a backward stage that pulls them), its strategies and
 * presets, and {@link org.sokodb.generate.Generator}, which keeps the candidates the solver
 * solves, that are new to the run and to the catalog, each rated by its solution
 * ({@code org.sokodb.difficulty}), best first or easy first. No database code here: the
 * catalog's Unique-Ids come in through {@link org.sokodb.generate.KnownLevels}.
 */
package org.sokodb.generate;
