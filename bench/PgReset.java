import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;

/**
 * bench/run.sh: empties the schema the PostgreSQL rows import into, so that each run starts
 * from a fresh catalog; without a schema, prints the server's version for the table's notes.
 * Run with the sokodb jar on the class path (it carries the driver):
 *   java -cp target/sokodb.jar bench/PgReset.java JDBC_URL [SCHEMA]
 */
public class PgReset {
    public static void main(String[] args) throws Exception {
        if (args.length == 1) {
            try (Connection c = DriverManager.getConnection(args[0]); Statement s = c.createStatement();
                    java.sql.ResultSet r = s.executeQuery("SHOW server_version")) {
                r.next();
                System.out.println("PostgreSQL " + r.getString(1));
            }
            return;
        }
        String schema = args[1];
        if (!schema.matches("[a-z_][a-z0-9_]*")) {
            throw new IllegalArgumentException("schema name: lower-case letters, digits and _ only");
        }
        try (Connection c = DriverManager.getConnection(args[0]); Statement s = c.createStatement()) {
            s.execute("DROP SCHEMA IF EXISTS " + schema + " CASCADE");
            s.execute("CREATE SCHEMA " + schema);
        }
    }
}
