<?php
/**
 * The page a waitlist offer's link opens.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Frontend\Waitlist;

use Eventsmith\Blocks\Templates\DocumentPrinter;
use Eventsmith\Blocks\Templates\TicketLinks;
use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Waitlist\WaitlistRules;
use Eventsmith\Infrastructure\Payment\PaymentGateways;
use Eventsmith\Infrastructure\Waitlist\ClaimFollowUp;
use Eventsmith\Infrastructure\Waitlist\ClaimLink;
use Eventsmith\Infrastructure\Waitlist\WaitlistClaims;
use Eventsmith\Infrastructure\Waitlist\WaitlistRepository;
use Eventsmith\Infrastructure\Waitlist\WaitlistSeats;

defined( 'ABSPATH' ) || exit;

/**
 * Opening the link only shows the offer and a "Claim my place" button (mail
 * scanners that open links claim nothing); the button posts the token back and
 * the claim runs on the server, so the page works without JavaScript.
 */
final class ClaimPage {

	/**
	 * Constructor.
	 *
	 * @param WaitlistRepository $entries  Entries.
	 * @param WaitlistSeats      $seats    Names the list.
	 * @param WaitlistClaims     $claims   Claims.
	 * @param ClaimFollowUp      $follow   E-mails and payment.
	 * @param PaymentGateways    $gateways Payment method.
	 */
	public function __construct(
		private WaitlistRepository $entries,
		private WaitlistSeats $seats,
		private WaitlistClaims $claims,
		private ClaimFollowUp $follow,
		private PaymentGateways $gateways
	) {}

	/**
	 * Answers the page's requests before the theme loads.
	 */
	public function register_hooks(): void {
		add_action( 'template_redirect', array( $this, 'maybe_render' ), 1 );
	}

	/**
	 * Renders the offer, or claims it.
	 */
	public function maybe_render(): void {
		// phpcs:disable WordPress.Security.NonceVerification -- the single-use token in the link is the credential.
		if ( ! isset( $_GET[ ClaimLink::QUERY_VAR ] ) ) {
			return;
		}
		// One token per link: `?eventsmith_waitlist_claim[]=…` is not one (400, not a PHP warning).
		if ( ! is_string( $_GET[ ClaimLink::QUERY_VAR ] ) ) {
			DocumentPrinter::message( __( 'This link is not valid.', 'eventsmith' ), 400 );
			return;
		}
		$token = sanitize_text_field( wp_unslash( (string) $_GET[ ClaimLink::QUERY_VAR ] ) );
		$post  = isset( $_POST['eventsmith_claim'] );
		// phpcs:enable
		DocumentPrinter::private_address_headers();
		$entry = $this->entries->by_token( $token );
		if ( null === $entry ) {
			DocumentPrinter::message( __( 'This claim link is not valid.', 'eventsmith' ), 404 );
			return;
		}
		$what   = $this->seats->label( (int) $entry->event_id, (int) $entry->ticket_type_id );
		$page   = array(
			'what'    => $what,
			'token'   => $token,
			'action'  => ClaimLink::url( $token ),
			'state'   => (string) $entry->state,
			'until'   => null === $entry->hold_until ? '' : ClaimLink::date( new \DateTimeImmutable( (string) $entry->hold_until, new \DateTimeZone( 'UTC' ) ) ),
			'error'   => '',
			'done'    => false,
			'tickets' => array(),
			'invoice' => '',
			'next'    => array(),
		);
		$until = null === $entry->hold_until ? null : new \DateTimeImmutable( (string) $entry->hold_until, new \DateTimeZone( 'UTC' ) );
		$open  = 'offered' === $entry->state && ! WaitlistRules::hold_expired( $until, new \DateTimeImmutable( 'now', new \DateTimeZone( 'UTC' ) ) );
		// A claim of an offer that is over takes nothing and says why, so opening its link shows that at once.
		if ( $post || ( ! $open && 'claimed' !== $entry->state ) ) {
			$page = $this->claim( $page, $token );
		}
		status_header( 200 );
		nocache_headers();
		header( 'Content-Type: text/html; charset=utf-8' );
		require __DIR__ . '/views/claim.php';
		exit;
	}

	/**
	 * Claims and fills the page with the outcome.
	 *
	 * @param array<string, mixed> $page  Page values.
	 * @param string               $token Token.
	 * @return array<string, mixed>
	 */
	private function claim( array $page, string $token ): array {
		try {
			$claimed = $this->claims->claim( $token, $this->gateways->chosen()->id() );
		} catch ( DomainError $error ) {
			$page['error'] = $error->getMessage();
			return $page;
		}
		$booked          = $claimed['booked'];
		$page['done']    = true;
		$page['next']    = $claimed['already'] ? array() : $this->follow->after_claim( $claimed['entry'], $booked );
		$page['tickets'] = array_map( static fn( array $t ): string => TicketLinks::page( $t['ticket_code'] ), $booked['tickets'] ?? array() );
		$page['invoice'] = (int) $booked['booking_id'] > 0 ? TicketLinks::invoice( (int) $booked['booking_id'] ) : '';
		$page['status']  = (string) ( $booked['status'] ?? 'completed' );
		return $page;
	}
}
