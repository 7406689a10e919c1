<?php
/**
 * Wiring of the privacy tools: personal data exporters, erasers and the policy text.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Core\Areas;

use Eventsmith\Admin\PrivacyPolicyContent;
use Eventsmith\Infrastructure\Mail\Queue\MailQueueRecords;
use Eventsmith\Infrastructure\Privacy\MailQueuePrivacy;
use Eventsmith\Infrastructure\Privacy\PersonalDataErasers;
use Eventsmith\Infrastructure\Privacy\PersonalDataExporters;
use Eventsmith\Infrastructure\Privacy\PersonalDataStore;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the plugin with Tools → Export Personal Data and Erase Personal
 * Data, and suggests its paragraph for the privacy policy (docs/privacy.md).
 */
final class PrivacyArea {

	/**
	 * Registers the exporters, the erasers and the policy text.
	 */
	public function register_hooks(): void {
		$store = new PersonalDataStore();
		( new PersonalDataExporters( $store ) )->register_hooks();
		( new PersonalDataErasers( $store ) )->register_hooks();
		( new MailQueuePrivacy( new MailQueueRecords(), $store ) )->register_hooks();
		( new PrivacyPolicyContent() )->register_hooks();
	}
}
