<?php
/**
 * A license key whose signature has been verified.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\License;

defined( 'ABSPATH' ) || exit;

/**
 * What a genuine license key says: who it was issued to, for which plan and until when.
 * Only LicenseVerifier makes these, after checking the signature.
 */
final class LicenseKey {

	/**
	 * Constructor.
	 *
	 * @param string                  $name    Licensee name as issued.
	 * @param string                  $email   Licensee email, lower-cased.
	 * @param string                  $plan    Plan slug, e.g. "pro".
	 * @param \DateTimeImmutable|null $expires Last valid day (midnight UTC), or null for a lifetime license.
	 * @param \DateTimeImmutable      $issued  Day the key was issued (midnight UTC).
	 */
	public function __construct(
		public readonly string $name,
		public readonly string $email,
		public readonly string $plan,
		public readonly ?\DateTimeImmutable $expires,
		public readonly \DateTimeImmutable $issued
	) {}

	/**
	 * Whether the license has run out on a calendar day. The expiry day itself is still valid.
	 *
	 * @param \DateTimeImmutable $today The day to check, in the site's time zone.
	 */
	public function is_expired_on( \DateTimeImmutable $today ): bool {
		return null !== $this->expires && $today->format( 'Y-m-d' ) > $this->expires->format( 'Y-m-d' );
	}
}
