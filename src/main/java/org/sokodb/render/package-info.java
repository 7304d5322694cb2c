/**
 * Pictures and pages: boards as SVG, and the self-contained HTML duplicate report, split into
 * pages of 500 groups. Manual: {@code docs/report.md}. Uses {@code board} only.
 */
package org.sokodb.render;
