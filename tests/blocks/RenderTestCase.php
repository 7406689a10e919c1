<?php
/**
 * The shared base of the block render tests: each test runs inside a
 * database transaction that is rolled back, seeds what it needs through the
 * plugin's own REST routes (as an administrator), and renders blocks with
 * WordPress's do_blocks() as a visitor would see them.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Blocks;

defined( 'ABSPATH' ) || exit;

use PHPUnit\Framework\TestCase;

abstract class RenderTestCase extends TestCase {

	/** A title built to break out of text and attributes if printed raw. */
	public const HOSTILE = '<script>alert(1)</script>&"\'';

	/** How deep the plugin's own transactions are nested in the test's. */
	private int $depth = 0;

	protected function setUp(): void {
		global $wpdb;
		parent::setUp();
		$this->depth = 0;
		$wpdb->query( 'START TRANSACTION' );
		add_filter( 'query', array( $this, 'nest_transactions' ) );
		wp_set_current_user( 0 );
		$this->forget_read_events();
	}

	protected function tearDown(): void {
		global $wpdb;
		remove_filter( 'query', array( $this, 'nest_transactions' ) );
		$wpdb->query( 'ROLLBACK' );
		wp_cache_flush();
		wp_set_current_user( 0 );
		$this->forget_read_events();
		parent::tearDown();
	}

	/**
	 * Calls a plugin REST route as an administrator and returns its data.
	 *
	 * @param string $method HTTP method.
	 * @param string $path   Route under /eventsmith/v2.
	 * @param array  $body   JSON body.
	 */
	protected function rest( string $method, string $path, array $body = array() ): array {
		$previous = get_current_user_id();
		wp_set_current_user( 1 );
		$request = new \WP_REST_Request( $method, '/eventsmith/v2' . $path );
		if ( array() !== $body ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( $body ) );
		}
		$response = rest_do_request( $request );
		wp_set_current_user( $previous );
		$data = rest_get_server()->response_to_data( $response, false );
		$this->assertLessThan( 300, $response->get_status(), $method . ' ' . $path . ': ' . wp_json_encode( $data ) );
		return is_array( $data ) ? $data : array();
	}

	/**
	 * A published event, two days from now 10:00–12:00 UTC unless told otherwise.
	 *
	 * @param array $fields Event fields (REST body).
	 * @return int Event id.
	 */
	protected function event( array $fields = array() ): int {
		$day  = gmdate( 'Y-m-d', time() + 2 * DAY_IN_SECONDS );
		$data = $this->rest(
			'POST',
			'/events',
			array_merge(
				array(
					'title'      => 'Harbour Jazz Night',
					'status'     => 'publish',
					'start_date' => $day,
					'start_time' => '10:00',
					'end_date'   => $day,
					'end_time'   => '12:00',
					'timezone'   => 'UTC',
				),
				$fields
			)
		);
		$this->assertIsInt( $data['id'] ?? null, 'The event was created.' );
		return (int) $data['id'];
	}

	/**
	 * A speaker (or another person role) made through the plugin's REST route.
	 *
	 * @param string $name   Name.
	 * @param array  $fields More fields.
	 * @return int Speaker id.
	 */
	protected function speaker( string $name, array $fields = array() ): int {
		return (int) $this->rest( 'POST', '/speakers', array_merge( array( 'name' => $name ), $fields ) )['id'];
	}

	/**
	 * A schedule (a day's programme) made through the plugin's REST route.
	 *
	 * @param array $fields Schedule fields.
	 * @return int Schedule id.
	 */
	protected function schedule( array $fields ): int {
		return (int) $this->rest( 'POST', '/schedules', $fields )['id'];
	}

	/**
	 * Sets the ticket types an event sells, through the plugin's REST route.
	 *
	 * @param int   $event_id Event id.
	 * @param array $types    Ticket types.
	 */
	protected function tickets( int $event_id, array $types ): array {
		return $this->rest( 'PUT', "/events/{$event_id}/ticket-types", array( 'ticket_types' => $types ) );
	}

	/**
	 * Books one free ticket for an attendee, through the public checkout route.
	 *
	 * @param int    $event_id Event id.
	 * @param string $name     Attendee name.
	 */
	protected function book( int $event_id, string $name ): void {
		$type = $this->tickets( $event_id, array( array( 'name' => 'Standard', 'price' => 0, 'capacity' => 30 ) ) )[0]['id'];
		$this->rest(
			'POST',
			"/public/events/{$event_id}/checkout",
			array(
				'buyer_name'  => $name,
				'buyer_email' => 'buyer@example.org',
				'tickets'     => array( (string) $type => 1 ),
				'attendees'   => array(
					array(
						'ticket_type_id' => $type,
						'name'           => $name,
						'email'          => 'attendee@example.org',
					),
				),
			)
		);
	}

	/**
	 * Gives a post a title as stored by someone allowed unfiltered HTML (the
	 * plugin's own routes clean titles on the way in): output must escape it.
	 *
	 * @param int $post_id Post id.
	 */
	protected function hostile_title( int $post_id ): void {
		global $wpdb;
		$wpdb->update( $wpdb->posts, array( 'post_title' => self::HOSTILE ), array( 'ID' => $post_id ) );
		clean_post_cache( $post_id );
		$this->forget_read_events();
	}

	/**
	 * Renders one block through do_blocks(), as it would be on a page.
	 *
	 * @param string $name       Block name without the eventsmith/ prefix.
	 * @param array  $attributes Block attributes.
	 */
	protected function render( string $name, array $attributes = array() ): string {
		$markup = serialize_block(
			array(
				'blockName'    => 'eventsmith/' . $name,
				'attrs'        => $attributes,
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
		return do_blocks( $markup );
	}

	/**
	 * Renders one block with the context its parent would give it (the
	 * template blocks get theirs from the ticket or certificate renderer).
	 *
	 * @param string $name       Block name without the eventsmith/ prefix.
	 * @param array  $attributes Block attributes.
	 * @param array  $context    Block context.
	 * @param string $content    Inner content.
	 */
	protected function render_in( string $name, array $attributes, array $context, string $content = '' ): string {
		$block = new \WP_Block(
			array(
				'blockName'    => 'eventsmith/' . $name,
				'attrs'        => $attributes,
				'innerBlocks'  => array(),
				'innerHTML'    => $content,
				'innerContent' => array( $content ),
			),
			$context
		);
		return $block->render();
	}

	/**
	 * A user with this role, signed in.
	 *
	 * @param string $role Role.
	 */
	protected function sign_in_as( string $role ): int {
		$id = wp_insert_user(
			array(
				'user_login' => $role . '-' . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'user_email' => $role . '-' . wp_generate_password( 6, false ) . '@example.org',
				'role'       => $role,
			)
		);
		$this->assertIsInt( $id );
		wp_set_current_user( $id );
		return $id;
	}

	/**
	 * Moves a tag processor to the first tag with this name and class, failing when there is none.
	 *
	 * @param string      $html      Markup.
	 * @param string      $tag       Tag name.
	 * @param string|null $css_class Class the tag must have.
	 * @param string|null $attribute Attribute the tag must have...
	 * @param string|null $value     ...with this value.
	 */
	protected function find( string $html, string $tag, ?string $css_class = null, ?string $attribute = null, ?string $value = null ): \WP_HTML_Tag_Processor {
		$tags  = new \WP_HTML_Tag_Processor( $html );
		$query = array( 'tag_name' => $tag );
		if ( null !== $css_class ) {
			$query['class_name'] = $css_class;
		}
		while ( $tags->next_tag( $query ) ) {
			if ( null === $attribute || $value === $tags->get_attribute( $attribute ) ) {
				return $tags;
			}
		}
		$this->fail( "<{$tag}> with class \"{$css_class}\" and {$attribute}=\"{$value}\" in:\n{$html}" );
	}

	/**
	 * As an administrator (who may edit the page), not a visitor.
	 */
	protected function as_editor(): void {
		wp_set_current_user( 1 );
	}

	/**
	 * Asserts what an event piece shows when it has no event: nothing to a
	 * visitor, a notice naming the fix to someone who can edit the page.
	 *
	 * @param string $name Block name without prefix.
	 */
	protected function assert_piece_without_event( string $name ): void {
		$this->assertSame( '', trim( $this->render( $name, array( 'eventId' => 999999 ) ) ), 'A visitor sees nothing.' );
		$this->as_editor();
		$html = $this->render( $name, array( 'eventId' => 999999 ) );
		$tags = $this->find( $html, 'div', 'wp-block-eventsmith-' . $name );
		$this->assertSame( 'alert', $tags->get_attribute( 'role' ) );
		$this->assert_text( 'Choose the event this block shows', $html );
	}

	/**
	 * Asserts the block's wrapper: the first tag carries wp-block-eventsmith-<name>.
	 *
	 * @param string $html Markup.
	 * @param string $name Block name without prefix.
	 */
	protected function assert_wrapper( string $html, string $name ): \WP_HTML_Tag_Processor {
		$tags = new \WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $tags->next_tag(), "Some markup for {$name}:\n{$html}" );
		$this->assertTrue( (bool) $tags->has_class( 'wp-block-eventsmith-' . $name ), "The first tag is the wrapper of {$name}:\n{$html}" );
		return $tags;
	}

	/**
	 * Asserts the visible text of the markup (tags stripped, entities decoded) contains a string.
	 *
	 * @param string $needle Text.
	 * @param string $html   Markup.
	 */
	protected function assert_text( string $needle, string $html ): void {
		$this->assertStringContainsString( $needle, $this->text( $html ), "Text \"{$needle}\" in:\n{$html}" );
	}

	/**
	 * The markup's text as a reader gets it.
	 *
	 * @param string $html Markup.
	 */
	protected function text( string $html ): string {
		$html = (string) preg_replace( '#<(script|style)\b[^>]*>.*?</\1>#si', ' ', $html );
		return (string) preg_replace( '/\s+/', ' ', html_entity_decode( wp_strip_all_tags( $html ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
	}

	/**
	 * Asserts the hostile string appears only escaped: no script tag made of it,
	 * no attribute broken by its quotes, yet its text reaches the reader.
	 *
	 * @param string $html   Markup.
	 * @param bool   $shown  Whether the block prints the title at all.
	 */
	protected function assert_escaped( string $html, bool $shown = true ): void {
		$this->assertStringNotContainsString( '<script>alert(1)</script>', $html, 'The hostile title is not printed raw.' );
		$this->assertStringNotContainsString( 'alert(1)</script>&"', $html );
		if ( $shown ) {
			$this->assertGreaterThan( 0, substr_count( $html, 'alert(1)' ), "The title reaches the reader:\n{$html}" );
		}
		// Every copy of it sits behind an escaped "<script>": in text, an attribute or JSON.
		$escaped = preg_match_all( '#(&lt;|&\#0?60;|\\\\u003[cC]|\\\\x3[cC])script(&gt;|&\#0?62;|\\\\u003[eE]|\\\\x3[eE])alert\(1\)#', $html );
		$this->assertSame( substr_count( $html, 'alert(1)' ), $escaped, "Each copy of the title is escaped:\n{$html}" );
	}

	/**
	 * Asserts a list shows the hostile title as plain text: its markup
	 * removed (script and all) and what is left escaped.
	 *
	 * @param string $html Markup.
	 */
	protected function assert_stripped( string $html ): void {
		$this->assertStringNotContainsString( 'alert(1)', $html, 'The script in the title is gone.' );
		$this->assertMatchesRegularExpression( '/(&amp;|&#0?38;)(&#8221;|”|&quot;|&#0?34;)/', $html, "The rest of the title is there, escaped:\n{$html}" );
	}

	/**
	 * The plugin's own transactions (bookings, capacity) become savepoints
	 * inside the test's transaction: a second START TRANSACTION would commit
	 * the test's work for good.
	 *
	 * @param string $query SQL.
	 */
	public function nest_transactions( string $query ): string {
		$verb = strtoupper( trim( $query ) );
		if ( 'START TRANSACTION' === $verb || 'BEGIN' === $verb ) {
			++$this->depth;
			return 'SAVEPOINT eventsmith_test_' . $this->depth;
		}
		if ( ( 'COMMIT' === $verb || 'ROLLBACK' === $verb ) && $this->depth > 0 ) {
			$savepoint = 'eventsmith_test_' . $this->depth--;
			return 'COMMIT' === $verb ? 'RELEASE SAVEPOINT ' . $savepoint : 'ROLLBACK TO SAVEPOINT ' . $savepoint;
		}
		return $query;
	}

	/** Forgets the events read during earlier tests (a per-request cache). */
	private function forget_read_events(): void {
		$forget = \Closure::bind(
			static function (): void {
				self::$read = array();
			},
			null,
			\Eventsmith\Blocks\Event\EventPageData::class
		);
		$forget();
	}
}
