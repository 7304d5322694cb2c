/**
 * What commands write besides their table: the HTML pages of {@code dups --html} and
 * {@code similar --html}, {@code show --svg}, {@code solve}'s SOK output and report, the
 * level queue of {@code solve PATH…} and {@code difficulty PATH…}, difficulty's report, {@code optimize}'s report and the ordered pool it works through, {@code generate}'s
 * files and summary, {@code solve --catalog --status}' table, the lines that say what an
 * import stored, and the manual page. Built on {@code cli.terminal}; knows no command class.
 */
package org.sokodb.cli.output;
