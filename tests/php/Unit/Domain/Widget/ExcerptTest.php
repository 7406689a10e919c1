<?php
/**
 * Tests of the widget excerpt (desc_limit).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Widget;

use Eventsmith\Domain\Widget\Excerpt;
use PHPUnit\Framework\TestCase;

final class ExcerptTest extends TestCase {

	public function test_cuts_to_the_word_limit_and_marks_the_cut(): void {
		$this->assertSame( 'One two three…', Excerpt::words( "<p>One two\n three four</p>", 3 ) );
	}

	public function test_short_text_is_kept_whole_without_a_mark(): void {
		$this->assertSame( 'One two', Excerpt::words( '<b>One</b> two', 20 ) );
	}

	public function test_empty_text_and_zero_limit(): void {
		$this->assertSame( '', Excerpt::words( '  <p></p> ', 5 ) );
		$this->assertSame( 'One…', Excerpt::words( 'One two', 0 ) );
	}
}
