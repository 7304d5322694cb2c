package org.sokodb.cli;

import picocli.CommandLine;

/** {@code sokodb --version}: the version Maven put in the jar manifest. */
final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
        String v = Version.class.getPackage().getImplementationVersion();
        return new String[] {"sokodb " + (v == null ? "(development build)" : v)};
    }
}
