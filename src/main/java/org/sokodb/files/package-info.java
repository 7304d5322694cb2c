/**
 * Why a file operation failed, in the few words a user reads
 * ({@link org.sokodb.files.FileFailures}): one wording for level sources ({@code format.source})
 * and the catalog's H2 file ({@code catalog.db}). Uses nothing of sokodb ({@code LayeringTest}),
 * so that {@code catalog.db} may use it and still be read on its own.
 */
package org.sokodb.files;
