/**
 * What the web server asks of a play handed in from the play page before the catalog sees it
 * (docs/web.md, "Recording plays"): its JSON read and each field held to its range, a bad one
 * named ({@code PlayForm}); and how many plays a minute the server takes, all clients together
 * ({@code PlayQuota}).
 */
package org.sokodb.web.plays;
