/**
 * {@code sokodb serve}: the catalog in a web browser (docs/web.md). A Javalin server on Jetty,
 * pages from JTE templates compiled at build time ({@code src/main/jte}), their JSON twins
 * under {@code /api/v1/}, the board pictures of {@link org.sokodb.render}, and the scripts
 * that replay and play a level, all served from the class path. It reads and writes the
 * catalog only through the catalog's use-case classes: no SQL, JDBC or jdbi here
 * ({@code LayeringTest} says so).
 */
package org.sokodb.web;
