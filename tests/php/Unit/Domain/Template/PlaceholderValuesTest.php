<?php
/**
 * Tests of the placeholder values built for a render context, and their escaping.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Template;

use Eventsmith\Domain\Event\EventSchedule;
use Eventsmith\Domain\Template\DeviceStyles;
use Eventsmith\Domain\Template\PlaceholderContext;
use Eventsmith\Domain\Template\Placeholders;
use Eventsmith\Domain\Template\PlaceholderValues;
use Eventsmith\Domain\Template\ValueEscaper;
use PHPUnit\Framework\TestCase;

final class PlaceholderValuesTest extends TestCase {

	private function context(): PlaceholderContext {
		return new PlaceholderContext(
			'Summit',
			'Alexanderplatz 1',
			EventSchedule::from_fields( '2031-06-12', '09:30', '2031-06-12', '17:15', 'Europe/Berlin' ),
			'Ann',
			'ann@example.org',
			'+49 1',
			42,
			'VIP',
			49.5,
			'eur',
			'completed',
			array(
				'seat'       => 'B7',
				'company'    => 'Acme',
				'diet_needs' => 'vegan',
				'empty'      => '',
			)
		);
	}

	public function test_every_key_has_a_value_from_the_context(): void {
		$values = ( new PlaceholderValues( 'Y-m-d', 'H:i' ) )->for_context( $this->context() );
		$this->assertSame( Placeholders::KEYS, array_keys( $values ) );
		$this->assertSame( 'Summit', $values['event_title'] );
		$this->assertSame( 'Alexanderplatz 1', $values['event_location'] );
		$this->assertSame( '2031-06-12 09:30', $values['event_start_date'] );
		$this->assertSame( '17:15', $values['event_end_time'] );
		$this->assertSame( 'Europe/Berlin', $values['event_timezone'] );
		$this->assertSame( '42', $values['ticket_id'] );
		$this->assertSame( '49.50 EUR', $values['ticket_price'] );
		$this->assertSame( 'B7', $values['attendee_seat'] );
		$this->assertSame( 'Paid', $values['payment_status'] );
		$this->assertSame( "Company: Acme\nDiet needs: vegan", $values['extra_fields'] );
	}

	public function test_dates_are_shown_in_the_event_timezone_and_a_multi_day_end_has_its_date(): void {
		$context = new PlaceholderContext( 'X', '', EventSchedule::from_fields( '2031-12-31', '23:00', '2032-01-01', '01:00', 'America/New_York' ) );
		$values  = ( new PlaceholderValues( 'Y-m-d', 'H:i' ) )->for_context( $context );
		$this->assertSame( '2031-12-31 23:00', $values['event_start_date'] );
		$this->assertSame( '2032-01-01 01:00', $values['event_end_time'] );
	}

	public function test_an_event_alone_leaves_attendee_and_ticket_values_empty(): void {
		$values = ( new PlaceholderValues() )->for_context( new PlaceholderContext( 'Only event' ) );
		foreach ( array( 'attendee_name', 'ticket_id', 'ticket_price', 'payment_status', 'extra_fields', 'event_start_date' ) as $key ) {
			$this->assertSame( '', $values[ $key ], $key );
		}
	}

	public function test_the_sample_attendee_keeps_the_event(): void {
		$values = ( new PlaceholderValues() )->for_context( ( new PlaceholderContext( 'Meetup', 'Hall' ) )->with_sample_attendee() );
		$this->assertSame( 'Meetup', $values['event_title'] );
		$this->assertSame( 'Hall', $values['event_location'] );
		$this->assertNotSame( '', $values['attendee_name'] );
		$this->assertSame( '25.00 USD', $values['ticket_price'] );
	}

	public function test_values_are_escaped_and_cannot_form_new_tokens(): void {
		$html = Placeholders::replace(
			'<p title="{{attendee_name}}">{{attendee_name}}|{{extra_fields}}|{{nope}}|{{ event_title }}</p>',
			array(
				'attendee_name' => '<script>alert("x")</script>{{event_title}}',
				'extra_fields'  => "A: 1\nB: 2",
				'event_title'   => 'T',
			),
			array( ValueEscaper::class, 'html' )
		);
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringContainsString( '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#123;&#123;event_title&#125;&#125;', $html );
		$this->assertStringContainsString( '|A: 1<br>B: 2|', $html );
		$this->assertStringContainsString( '||T</p>', $html );
		$this->assertStringNotContainsString( '{{', $html );
	}

	public function test_existing_entities_are_not_encoded_twice(): void {
		$this->assertSame( 'Ann &lt;3 &amp; Bob', ValueEscaper::html( 'Ann &lt;3 & Bob' ) );
	}

	public function test_tb_40_device_styles_apply_at_768_and_480_and_unsafe_values_are_dropped(): void {
		$css = DeviceStyles::css(
			'.b-1',
			array(
				'Desktop' => array(
					'fontSize' => '20px',
					'color'    => 'red;}body{display:none',
				),
				'Tablet'  => array( 'fontSize' => '16px' ),
				'Mobile'  => array( 'backgroundImage' => 'url(javascript:alert(1))' ),
			)
		);
		$this->assertSame( '.b-1{font-size:20px}@media (max-width:768px){.b-1{font-size:16px}}', $css );
		$this->assertSame( '', DeviceStyles::css( '.b', 'nope' ) );
	}
}
