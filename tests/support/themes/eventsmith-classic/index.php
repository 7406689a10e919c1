<?php
/**
 * The only template of the classic test theme: the loop, with the title,
 * a byline and the content, as classic themes print posts.
 *
 * @package Eventsmith
 */

?><!doctype html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="<?php bloginfo( 'charset' ); ?>">
<?php wp_head(); ?>
</head>
<body <?php body_class(); ?>>
<main>
<?php
while ( have_posts() ) {
	the_post();
	echo '<article class="classic-entry">';
	the_title( '<h1 class="classic-title">', '</h1>' );
	echo '<p class="classic-byline">' . esc_html( get_the_date() ) . '</p>';
	if ( is_singular() ) {
		the_content();
	} else {
		the_excerpt();
	}
	echo '</article>';
}
?>
</main>
<?php wp_footer(); ?>
</body>
</html>
