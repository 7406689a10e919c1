vcl 4.1;
#
# Test support: the page cache of the production stack (tests/production/),
# doing what docs/caching.md asks of a page cache in front of Eventsmith.
# tools/lib/production-stack.mjs puts haproxy's port in place of __BACKEND_PORT__.
#
# - Visitor pages (event pages, archives, the home page) and GET requests to
#   the public REST routes are cached (10 minutes unless the answer says less).
# - Logged-in visitors, POST and every other write, /wp-admin/, /wp-login.php,
#   admin-ajax.php and the per-visitor routes (RSVP, RSVP token, checkout)
#   are passed to WordPress, never cached.
# - Answers that set a cookie or say private/no-store are not cached.
# - PURGE from an allowed address (the web nodes) drops a page at once.

import std;

backend haproxy {
	.host = "127.0.0.1";
	.port = "__BACKEND_PORT__";
	.connect_timeout = 2s;
	.first_byte_timeout = 120s;
	.between_bytes_timeout = 120s;
}

acl purgers {
	"127.0.0.1";
}

sub vcl_recv {
	if (req.method == "PURGE") {
		if (client.ip !~ purgers) {
			return (synth(405, "PURGE not allowed from this address"));
		}
		return (purge);
	}
	if (req.method != "GET" && req.method != "HEAD") {
		return (pass);
	}
	if (req.url ~ "^/wp-(admin|login\.php|cron\.php)" || req.url ~ "admin-ajax\.php") {
		return (pass);
	}
	# Per-visitor REST routes: RSVP token and answer, checkout, the REST nonce.
	if (req.url ~ "^/wp-json/eventsmith/v2/(public/)?events/[0-9]+/(rsvp|checkout)" || req.url ~ "[?&]rest_route=") {
		return (pass);
	}
	# REST calls that carry a nonce or credentials (application passwords) act as a user.
	if (req.http.X-WP-Nonce || req.http.Authorization) {
		return (pass);
	}
	if (req.http.Cookie ~ "(wordpress_logged_in_|wordpress_sec_|wp-postpass_|comment_author_|woocommerce_|eventsmith_)") {
		return (pass);
	}
	# Other cookies (the login test cookie, analytics) do not change the page.
	unset req.http.Cookie;
	return (hash);
}

sub vcl_backend_response {
	# Answers that set a cookie or are marked private are not kept (the
	# built-in rules also hold for Cache-Control no-store / no-cache).
	if (beresp.http.Set-Cookie || beresp.http.Cache-Control ~ "(?i)(private|no-store|no-cache)") {
		set beresp.uncacheable = true;
		set beresp.ttl = 120s;
		return (deliver);
	}
	if (beresp.status >= 500) {
		set beresp.uncacheable = true;
		set beresp.ttl = 0s;
		return (deliver);
	}
	if (!beresp.http.Cache-Control) {
		set beresp.ttl = 10m;
	}
	return (deliver);
}

sub vcl_deliver {
	if (obj.hits > 0) {
		set resp.http.X-Cache = "HIT";
	} else {
		set resp.http.X-Cache = "MISS";
	}
}
