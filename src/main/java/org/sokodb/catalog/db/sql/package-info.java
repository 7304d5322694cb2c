/**
 * How jdbi reads the text of sokodb's statements: their {@code :name} parameters
 * ({@link org.sokodb.catalog.db.sql.NamedParameters}) and their {@code <name>} attributes
 * ({@link org.sokodb.catalog.db.sql.DefinedAttributes}), read the way jdbi's own parser and
 * template engine read them, in one pass over the characters ({@link org.sokodb.catalog.db.sql.SqlText})
 * instead of by jdbi's generated lexers, whose first use in a process cost a tenth of a quick
 * command's main thread (docs/startup.md).
 *
 * <p>It imports no other sokodb package: {@code catalog.db} installs both when it creates jdbi.
 */
package org.sokodb.catalog.db.sql;
