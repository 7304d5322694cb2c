/**
 * The maps inside the DOS game's {@code pusher.exe}: finding the map table
 * ({@code PusherExeLayout}), decoding the packed maps bit by bit ({@code PusherMapDecoder}) and
 * reading them as levels ({@link org.sokodb.format.pusher.PusherExeReader}). Uses
 * {@code format.source} only.
 */
package org.sokodb.format.pusher;
