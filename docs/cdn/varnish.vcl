# Varnish in front of the site (README "A CDN in front"): keeps what the site marks shareable (s-maxage),
# never what it marks no-store or what is asked with a staff token, and drops pages by cache tag when the
# site POSTs a purge (CDN_PURGE_URL=http://<varnish>/.cdn/purge; the tags come in the Surrogate-Key header).
vcl 4.1;

import std;

# The site (change to where it listens).
backend default {
  .host = "127.0.0.1";
  .port = "3000";
}

# Who may purge: the site's own address.
acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_recv {
  if (req.method == "POST" && req.url == "/.cdn/purge") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (req.http.Surrogate-Key !~ "^[a-z0-9 -]+$") {
      return (synth(400, "Surrogate-Key: the tags, space-separated"));
    }
    # Every stored page whose Surrogate-Key holds one of the tags.
    # (No spaces in the expression: a ban's regex ends at the first one.)
    ban("obj.http.Surrogate-Key ~ (^|\s)(" + regsuball(std.tolower(req.http.Surrogate-Key), " +", "|") + ")(\s|$)");
    return (synth(200, "Purged"));
  }
  # The admin area and staff calls are never kept (the built-in VCL also passes any request with a token).
  if (req.url ~ "^/admin" || req.http.Authorization) {
    return (pass);
  }
}

sub vcl_backend_response {
  # The site's own rule: a page it may share says s-maxage; no-store, private and errors are not kept
  # (the built-in VCL does the rest: no Set-Cookie, no Vary: *).
  if (beresp.http.Cache-Control ~ "no-store|private" || beresp.status >= 400) {
    set beresp.uncacheable = true;
    set beresp.ttl = 120s;
    return (deliver);
  }
}

sub vcl_deliver {
  if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
}
