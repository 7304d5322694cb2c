package org.sokodb.cli.terminal;

import picocli.CommandLine;

/** {@code sokodb --version}: the version Maven put in the jar manifest. */
public final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
        String v = Version.class.getPackage().getImplementationVersion();
        return new String[] {"sokodb " + (v == null ? "(development build)" : v)};
    }
}
