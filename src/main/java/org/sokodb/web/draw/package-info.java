/**
 * What the web draws of a catalog's numbers rather than of its boards: a level's difficulty in
 * words, a source's levels against their order in it and its bands as a bar, as inline SVG built
 * from numbers alone (never from text), and the difficulty as the JSON gives it
 * (docs/web.md, "Difficulty").
 */
package org.sokodb.web.draw;
