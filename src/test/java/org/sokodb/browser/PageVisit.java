package org.sokodb.browser;

import java.time.Duration;
import java.util.List;

/**
 * What happened while a page loaded.
 *
 * @param errors console errors, uncaught exceptions and browser log errors (a blocked or
 *     failed load shows up here), each as one line
 * @param requests every URL the page asked for, the page's own URL included
 * @param loadTime from the navigation's start to the end of its load event, as the
 *     browser measured it
 */
public record PageVisit(String url, List<String> errors, List<String> requests, Duration loadTime) {

    public PageVisit {
        errors = List.copyOf(errors);
        requests = List.copyOf(requests);
    }

    /** Requests for anything but the page itself. */
    public List<String> otherRequests() {
        return requests.stream().filter(r -> !r.equals(url)).toList();
    }
}
