<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="void" tilewidth="32" tileheight="32" tilecount="1" columns="1">
 <properties>
  <property name="set" value="void"/>
 </properties>
 <image source="void.png" width="32" height="32"/>
 <tile id="0">
  <properties>
   <property name="terrain" value="void"/>
  </properties>
 </tile>
</tileset>
