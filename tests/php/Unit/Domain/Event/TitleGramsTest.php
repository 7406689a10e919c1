<?php
/**
 * Tests of the title grams behind the event list's title search.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Event;

use Eventsmith\Domain\Event\TitleGrams;
use PHPUnit\Framework\TestCase;

final class TitleGramsTest extends TestCase {

	public function test_a_title_has_each_run_of_three_characters_once_in_lower_case(): void {
		$this->assertSame( array( 'jaz', 'azz', 'zz ', 'z j', ' ja' ), TitleGrams::of_title( 'Jazz Jazz' ) );
	}

	public function test_every_gram_of_a_contained_term_is_a_gram_of_the_title(): void {
		$title = TitleGrams::of_title( 'benchmark event 001234 (berlin)' );
		foreach ( array( 'Event 0012', 'ENT 001', '4 (BER', 'lin)' ) as $term ) {
			$grams = TitleGrams::of_term( $term );
			$this->assertNotNull( $grams, $term );
			$this->assertSame( array(), array_diff( $grams, $title ), $term );
		}
	}

	public function test_a_title_shorter_than_a_gram_has_none(): void {
		$this->assertSame( array(), TitleGrams::of_title( 'Go' ) );
	}

	public function test_a_title_with_characters_folding_does_not_cover_is_a_candidate_of_every_search(): void {
		$this->assertSame( array( TitleGrams::ANY ), TitleGrams::of_title( "\u{6771}\u{4EAC} meetup" ) );
		$this->assertSame( array( TitleGrams::ANY ), TitleGrams::of_title( "caf\u{00E9}" ), 'an accent left unfolded' );
		$this->assertSame( array( TitleGrams::ANY ), TitleGrams::of_title( "tab\there" ), 'a control character' );
	}

	public function test_a_short_term_or_one_with_characters_folding_does_not_cover_uses_no_grams(): void {
		$this->assertNull( TitleGrams::of_term( 'TZ' ) );
		$this->assertNull( TitleGrams::of_term( "\u{6771}\u{4EAC}" ) );
		$this->assertNull( TitleGrams::of_term( "caf\u{00E9} bar" ) );
	}

	public function test_a_term_keeps_spaces_and_punctuation_in_its_grams(): void {
		$this->assertSame( array( 'a%b', '%b_', 'b_c' ), TitleGrams::of_term( 'A%B_C' ) );
	}
}
