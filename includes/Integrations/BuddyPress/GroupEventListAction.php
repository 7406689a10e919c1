<?php
/**
 * The community script's admin-ajax reads: the event list and one event.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Integrations\BuddyPress;

use Eventsmith\Domain\Community\GroupEventListRequest;
use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * - `GET {admin-ajax.php}?action=eventsmith_bp_event_list` with group_id,
 *   category, query, status, is_current_user_profile (COM-02..04): answers
 *   `{success: true, data: {html}}`, the list's items;
 * - `POST {admin-ajax.php}` with `action=eventsmith_bp_event` and event_id
 *   (COM-05): answers `{success: true, data: {html}}`, the event's details.
 *
 * Reads only, so no nonce (listed as reads in tests/security/csrf.spec.ts):
 * they change nothing, and another site cannot read their answers. Each
 * checks who asks (GroupEventList) and refuses with
 * `{success: false, data: {code, message}}` and 403/404.
 */
final class GroupEventListAction {

	public const LIST_ACTION  = 'eventsmith_bp_event_list';
	public const EVENT_ACTION = 'eventsmith_bp_event';

	/**
	 * Constructor.
	 *
	 * @param GroupEventList $list The list.
	 */
	public function __construct( private GroupEventList $list ) {}

	/**
	 * Answers both actions for visitors (public groups) and users.
	 */
	public function register_hooks(): void {
		add_action( 'wp_ajax_' . self::LIST_ACTION, array( $this, 'list' ) );
		add_action( 'wp_ajax_nopriv_' . self::LIST_ACTION, array( $this, 'list' ) );
		add_action( 'wp_ajax_' . self::EVENT_ACTION, array( $this, 'event' ) );
		add_action( 'wp_ajax_nopriv_' . self::EVENT_ACTION, array( $this, 'event' ) );
	}

	/**
	 * The list.
	 */
	public function list(): void {
		nocache_headers();
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read; GroupEventListRequest checks every value.
		$request = GroupEventListRequest::from_array( wp_unslash( $_GET ) );
		$this->answer( fn(): string => $this->list->html( $request ) );
	}

	/**
	 * One event's details.
	 */
	public function event(): void {
		nocache_headers();
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- a read.
		$event_id = isset( $_POST['event_id'] ) ? absint( wp_unslash( $_POST['event_id'] ) ) : 0;
		$this->answer( fn(): string => $this->list->details( $event_id ) );
	}

	/**
	 * Sends `{html}` or the refusal.
	 *
	 * @param callable(): string $build Builds the HTML.
	 */
	private function answer( callable $build ): void {
		try {
			wp_send_json_success( array( 'html' => $build() ) );
		} catch ( DomainError $error ) {
			wp_send_json_error(
				array(
					'code'    => $error->error_code,
					'message' => $error->getMessage(),
				),
				$error->http_status()
			);
		}
	}
}
