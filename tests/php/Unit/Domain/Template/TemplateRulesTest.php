<?php
/**
 * Tests of template rules and placeholders.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Template;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Template\Orientation;
use Eventsmith\Domain\Template\Placeholders;
use Eventsmith\Domain\Template\TemplateRules;
use Eventsmith\Domain\Template\TemplateType;
use PHPUnit\Framework\TestCase;

final class TemplateRulesTest extends TestCase {

	public function test_tb_a_template_still_called_new_template_is_named_after_its_id(): void {
		$this->assertSame( 'New Template - 42', TemplateRules::saved_name( 'New Template', 42 ) );
		$this->assertSame( 'New Template - 42', TemplateRules::saved_name( '  ', 42 ) );
		$this->assertSame( 'Gold certificate', TemplateRules::saved_name( 'Gold certificate', 42 ) );
	}

	public function test_pages_are_a4_at_72_dpi_and_landscape_by_default(): void {
		$this->assertSame( array( 'width' => 842, 'height' => 595 ), TemplateRules::orientation( null )->page() );
		$this->assertSame( array( 'width' => 595, 'height' => 842 ), Orientation::Portrait->page() );
		$this->assertFalse( TemplateType::Event->has_page() );
		$this->assertTrue( TemplateType::Ticket->has_page() );
	}

	public function test_placeholders_are_replaced_escaped_and_unknown_ones_vanish(): void {
		$html = '<p>{{attendee_name}} attended {{ event_title }}{{secret}}{{ticket_price}}</p>';

		$out = Placeholders::replace( $html, array( 'attendee_name' => '<Ann>', 'event_title' => 'Summit' ), 'htmlspecialchars' );

		$this->assertSame( '<p>&lt;Ann&gt; attended Summit</p>', $out );
		$this->assertCount( 14, Placeholders::KEYS );
	}

	public function test_tb_25_thumbnails_are_jpeg_or_png_data_urls_of_at_most_2_mb(): void {
		$png = 'data:image/png;base64,iVBORw0KGgo=';
		$this->assertSame( $png, TemplateRules::thumbnail( $png ) );
		$this->assertSame( 'data:image/jpeg;base64,/9j/4AAQ', TemplateRules::thumbnail( 'data:image/jpeg;base64,/9j/4AAQ' ) );
		$this->assertSame( '', TemplateRules::thumbnail( null ) );
		$this->assertSame( '', TemplateRules::thumbnail( '' ) );

		$largest = 'data:image/jpeg;base64,' . str_repeat( 'A', TemplateRules::MAX_THUMBNAIL - 23 );
		$this->assertSame( $largest, TemplateRules::thumbnail( $largest ) );
		$this->expectException( DomainError::class );
		TemplateRules::thumbnail( $largest . 'A' );
	}

	public function test_tb_12_orientation_and_type_accept_the_spec_values(): void {
		$this->assertSame( Orientation::Portrait, TemplateRules::orientation( 'portrait' ) );
		$this->assertSame( Orientation::Landscape, TemplateRules::orientation( '' ) );
		$this->assertSame( TemplateType::Certificate, TemplateRules::type( 'certificate' ) );
		$this->assertSame( 'publish', TemplateRules::status( 'publish' ) );
		$this->assertFalse( TemplateType::Event->has_page(), 'event templates have no page size' );
		$this->assertTrue( TemplateType::Certificate->has_page() );
	}

	/**
	 * @dataProvider invalid
	 *
	 * @param string $method Rule.
	 * @param mixed  $value  Input.
	 */
	public function test_bad_values_name_their_field( string $method, mixed $value ): void {
		try {
			TemplateRules::$method( $value );
			$this->fail( 'Accepted.' );
		} catch ( DomainError $error ) {
			$this->assertSame( $method, $error->field );
		}
	}

	/**
	 * @return array<string, array{string, mixed}>
	 */
	public static function invalid(): array {
		return array(
			'type'          => array( 'type', 'badge' ),
			'orientation'   => array( 'orientation', 'square' ),
			'status'        => array( 'status', 'private' ),
			'svg thumbnail' => array( 'thumbnail', 'data:image/svg+xml;base64,PHN2Zz4=' ),
			'url thumbnail' => array( 'thumbnail', 'https://example.org/a.jpg' ),
			'gif thumbnail' => array( 'thumbnail', 'data:image/gif;base64,R0lGOD' ),
			'bad base64'    => array( 'thumbnail', 'data:image/png;base64,<script>' ),
			'array type'    => array( 'type', array( 'ticket' ) ),
			'upper case'    => array( 'orientation', 'Landscape' ),
		);
	}
}
