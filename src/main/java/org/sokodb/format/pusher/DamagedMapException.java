package org.sokodb.format.pusher;

/**
 * A map of pusher.exe that cannot be decoded. The message names the map number and the file
 * offset of the damage; the reader turns it into the record's rejection and goes on with the
 * next map.
 */
final class DamagedMapException extends Exception {
    DamagedMapException(String message) {
        super(message, null, false, false);
    }
}
