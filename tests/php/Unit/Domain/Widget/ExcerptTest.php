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

	public function test_blocks_of_a_formatted_description_keep_their_words_apart(): void {
		$html = "<!-- wp:heading --><h2>Agenda</h2><!-- /wp:heading --><!-- wp:list --><ul><li>Talks</li><li>Food</li></ul><!-- /wp:list --><p>Bring <strong>friends</strong>.</p>";
		$this->assertSame( 'Agenda Talks Food Bring friends.', Excerpt::words( $html, 20 ) );
		$this->assertSame( 'Agenda Talks…', Excerpt::words( $html, 2 ) );
	}

	public function test_chinese_and_japanese_count_each_character_as_a_word(): void {
		$this->assertSame( '今日は…', Excerpt::words( '<p>今日は晴れです。</p>', 3 ) );
		$this->assertSame( '活动将在…', Excerpt::words( '活动将在北京举行', 4 ) );
		$this->assertSame( '今日は晴れです。', Excerpt::words( '今日は晴れです。', 7 ) );
	}

	public function test_mixed_scripts_count_latin_words_and_cjk_characters(): void {
		$this->assertSame( 'WordPress 大会…', Excerpt::words( 'WordPress 大会 in Tokyo', 3 ) );
	}

	public function test_punctuation_standing_alone_is_no_word(): void {
		$this->assertSame( 'Music – food…', Excerpt::words( 'Music – food and drinks', 2 ) );
	}
}
