<?php
/**
 * The production public key that license keys are verified with.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\License;

defined( 'ABSPATH' ) || exit;

/**
 * Ed25519 public key (base64 of the raw 32 bytes) matching the vendor's private key.
 * The private key is never in the repository or the plugin build; see bin/README.md.
 * Replacing this constant invalidates every license key issued so far.
 */
final class PublicKey {

	public const PRODUCTION = '/wBCbjnKGBS5HjNMpDGlc2MePNIrW+HV/cLpR2LMdpU=';
}
