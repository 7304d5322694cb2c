package org.sokodb.catalog;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import org.jdbi.v3.core.qualifier.Qualifier;

/**
 * A level id — Exact-Id, Unique-Id, Normalized-Id, Walls-Id — that sokodb spells as 16
 * upper-case hexadecimal digits and the catalog stores as a BIGINT ({@link HexIds}). Put on a
 * DAO's parameter, on the component of a record a query maps to or binds from, or on a query
 * method (its result): jdbi then binds and reads the column through {@link HexIds}, and the
 * rest of sokodb keeps the spelling.
 */
@Qualifier
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.PARAMETER, ElementType.METHOD, ElementType.FIELD, ElementType.RECORD_COMPONENT})
public @interface HexId {
}
