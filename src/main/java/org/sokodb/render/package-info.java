/**
 * Pictures and pages: boards as SVG, and the self-contained HTML duplicate report, split into
 * pages of 500 groups, written whole or not at all. Manual: {@code docs/report.md}. Uses
 * {@code board}, and {@code format.source} for writing files safely.
 */
package org.sokodb.render;
